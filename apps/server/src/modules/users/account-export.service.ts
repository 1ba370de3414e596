import type { DataExport } from '@crowns/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readAll } from '../../db/reads';
import {
  bounties,
  bountyClaims,
  challengeResponses,
  challenges,
  comments,
  follows,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { getWalletBalance } from '../wallet/wallet-balance';
import { getSettings, liveUser, toAccount } from './settings.service';

type Row = Record<string, unknown>;
/** A row as JSON: dates as ISO strings, the rest as stored. */
const plain = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** The people on one side of the user's follows, newest first. */
function followList(deps: AppDeps, userId: number, side: 'following' | 'followers') {
  const other = side === 'following' ? follows.followingId : follows.followerId;
  const me = side === 'following' ? follows.followerId : follows.followingId;
  return deps.database.db
    .select({ id: users.id, sc_username: users.scUsername, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(eq(me, userId))
    .orderBy(desc(follows.createdAt))
    .then((rows) => rows.map((r) => ({ id: String(r.id), sc_username: r.sc_username, since: r.since.toISOString() })));
}

/** Every movement of the user's wallet with its kind, memo and the other side's account kind. */
function walletTransactions(deps: AppDeps, userId: number) {
  const counter = alias(ledgerAccounts, 'counter');
  return deps.database.db
    .select({
      id: ledgerEntries.id,
      transferId: ledgerEntries.transferId,
      type: ledgerTransfers.type,
      amount: ledgerEntries.amount,
      memo: ledgerTransfers.memo,
      counterparty: counter.kind,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(counter, eq(counter.id, ledgerEntries.counterAccountId))
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.refId, userId)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .then((rows) => rows.map(plain));
}

/** GET /account/export: everything the account holds, as one JSON document. */
export async function exportAccountData(deps: AppDeps, userId: number): Promise<DataExport> {
  const { db } = deps.database;
  const user = await liveUser(db, userId);
  const now = deps.clock.now();
  const rows = <T extends Row>(p: Promise<T[]>) => p.then((list) => list.map(plain));
  const [account, settings, balance, created, claims, made, responses, written, following, followers, transactions] =
    await readAll(
      db,
      () => toAccount(db, user, now),
      () => getSettings(deps, userId),
      () => getWalletBalance(db, userId),
      () => rows(db.select().from(bounties).where(eq(bounties.creatorId, userId)).orderBy(desc(bounties.id))),
      () => rows(db.select().from(bountyClaims).where(eq(bountyClaims.userId, userId)).orderBy(desc(bountyClaims.id))),
      () => rows(db.select().from(challenges).where(eq(challenges.creatorId, userId)).orderBy(desc(challenges.id))),
      () =>
        rows(
          db
            .select()
            .from(challengeResponses)
            .where(eq(challengeResponses.userId, userId))
            .orderBy(desc(challengeResponses.id)),
        ),
      () => rows(db.select().from(comments).where(eq(comments.userId, userId)).orderBy(desc(comments.id))),
      () => followList(deps, userId, 'following'),
      () => followList(deps, userId, 'followers'),
      () => walletTransactions(deps, userId),
    );
  return {
    exportedAt: now.toISOString(),
    account: { ...account, role: user.role, isVerified: user.isVerified, createdAt: user.createdAt.toISOString() },
    settings,
    wallet: { balance },
    bounties: created,
    claims,
    challenges: made,
    responses,
    comments: written,
    follows: { following, followers },
    transactions,
  };
}
