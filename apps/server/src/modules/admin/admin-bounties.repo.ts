import type { AdminBountiesQuery } from '@crowns/contracts';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bounties, bountyClaims, ledgerAccounts, ledgerEntries, ledgerTransfers, users } from '../../db/schema';

type Filter = Omit<AdminBountiesQuery, 'page' | 'limit' | 'min' | 'max'> & { min?: number; max?: number };

const creator = alias(users, 'creator');
const target = alias(users, 'target');
const escrow = alias(ledgerAccounts, 'escrow');
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayStart = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

/** A person filter: an id, or a username (case-insensitive, exact). */
const personIs = (id: AnyColumn, name: AnyColumn, value: string): SQL =>
  /^\d{1,15}$/.test(value)
    ? or(eq(id, Number(value)), eq(sql`lower(${name})`, value.toLowerCase()))!
    : eq(sql`lower(${name})`, value.toLowerCase());

function where(f: Filter): SQL | undefined {
  const parts: (SQL | undefined)[] = [ne(bounties.bountyType, 'daily')];
  if (f.status === 'deleted') parts.push(isNotNull(bounties.deletedAt));
  else if (f.status) parts.push(isNull(bounties.deletedAt), eq(bounties.status, f.status));
  if (f.search) parts.push(ilike(bounties.title, `%${likeEscape(f.search)}%`));
  if (f.creator) parts.push(personIs(creator.id, creator.scUsername, f.creator));
  if (f.target) parts.push(personIs(target.id, target.scUsername, f.target));
  if (f.from) parts.push(gte(bounties.createdAt, dayStart(f.from)));
  if (f.to) parts.push(lt(bounties.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)));
  if (f.min !== undefined) parts.push(gte(bounties.amount, f.min));
  if (f.max !== undefined) parts.push(lte(bounties.amount, f.max));
  return and(...parts);
}

const rowColumns = {
  id: bounties.id,
  title: bounties.title,
  bountyType: bounties.bountyType,
  status: bounties.status,
  deletedAt: bounties.deletedAt,
  amount: bounties.amount,
  escrow: sql<number>`coalesce(${escrow.balance}, 0)`.mapWith(Number),
  creatorId: creator.id,
  creatorName: creator.scUsername,
  targetId: target.id,
  targetName: target.scUsername,
  claimCount: bounties.claimCount,
  numberOfClaims: bounties.numberOfClaims,
  createdAt: bounties.createdAt,
  durationEndTime: bounties.durationEndTime,
};

const byCreator = eq(creator.id, bounties.creatorId);
const byTarget = eq(target.id, bounties.targetUserId);
const byEscrow = and(eq(escrow.kind, 'bounty_escrow'), eq(escrow.refId, bounties.id));

/** Newest first; the total comes with the page (a window count). */
export async function listBounties(tx: DbOrTx, f: Filter, page: number, limit: number) {
  const rows = await tx
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bounties)
    .innerJoin(creator, byCreator)
    .leftJoin(target, byTarget)
    .leftJoin(escrow, byEscrow)
    .where(where(f))
    .orderBy(desc(bounties.createdAt), desc(bounties.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, totalRecords: rows[0]?.total ?? 0 };
}
export type BountyRow = Awaited<ReturnType<typeof listBounties>>['rows'][number];

export async function findBounty(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      ...rowColumns,
      description: bounties.description,
      imageUrl: bounties.imageUrl,
      failureReason: bounties.failureReason,
      durationStartTime: bounties.durationStartTime,
    })
    .from(bounties)
    .innerJoin(creator, byCreator)
    .leftJoin(target, byTarget)
    .leftJoin(escrow, byEscrow)
    .where(eq(bounties.id, id));
  return row;
}

export async function claimsOf(tx: DbOrTx, bountyId: number) {
  return tx
    .select({
      id: bountyClaims.id,
      userId: users.id,
      userName: users.scUsername,
      status: bountyClaims.status,
      createdAt: bountyClaims.createdAt,
      submittedAt: bountyClaims.submittedAt,
    })
    .from(bountyClaims)
    .innerJoin(users, eq(users.id, bountyClaims.userId))
    .where(eq(bountyClaims.bountyId, bountyId))
    .orderBy(asc(bountyClaims.createdAt), asc(bountyClaims.id));
}

/** Every entry of the bounty's escrow account, oldest first, with the other side of each leg. */
export async function escrowTrail(tx: DbOrTx, bountyId: number) {
  const counter = alias(ledgerAccounts, 'counter');
  const owner = alias(users, 'owner');
  return tx
    .select({
      transferId: ledgerEntries.transferId,
      type: ledgerTransfers.type,
      amount: ledgerEntries.amount,
      memo: ledgerTransfers.memo,
      createdAt: ledgerEntries.createdAt,
      counterKind: counter.kind,
      userId: owner.id,
      userName: owner.scUsername,
    })
    .from(ledgerEntries)
    .innerJoin(escrow, eq(escrow.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(counter, eq(counter.id, ledgerEntries.counterAccountId))
    .leftJoin(owner, and(eq(counter.kind, 'user_wallet'), eq(owner.id, counter.refId)))
    .where(and(eq(escrow.kind, 'bounty_escrow'), eq(escrow.refId, bountyId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
