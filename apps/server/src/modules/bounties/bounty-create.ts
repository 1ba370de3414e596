import { crownsSchema, BOUNTY_LIMITS as L, BOUNTY_MSG as M } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { bounties, bountyRequirements, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  type CoverImageInput,
  categoryNames,
  checkCoverImage,
  listOf,
  titleAndDescription,
  withStoredCover,
} from '../../platform/cover-image';
import { badRequest } from '../../platform/errors';
import { bountyEscrow, contribute, getBalance, wallet } from '../../platform/ledger';
import { worthAtLeastUsd } from '../config/config.service';
import * as repo from './bounties.repo';
import { bountyCreated } from './bounty-events';
import { bountyView } from './bounty-view';

/** The multipart fields of POST /bounty, as sent (spec 02 §7). */
export type CreateFields = Partial<
  Record<
    | 'title'
    | 'description'
    | 'category'
    | 'target_user'
    | 'bounty_type'
    | 'rules'
    | 'starting_cc'
    | 'duration_end_time',
    string
  >
>;
export type CreateInput = { fields: CreateFields; image?: CoverImageInput };

const startingCcSchema = crownsSchema(M.rewardRequired);

function parseFields(f: CreateFields, now: Date) {
  const { title, description } = titleAndDescription(f, L, M);
  const names = categoryNames(f.category, M.requirementRequired, M.categoryRequired);
  if (names.length > L.categoriesMax) throw badRequest(M.tooManyCategories);

  const requirements = listOf(f.rules, M.requirementRequired).map((r) => r.slice(0, 200));
  if (requirements.length === 0) throw badRequest(M.requirementRequired);

  if (!f.duration_end_time?.trim()) throw badRequest(M.timeRequired);
  const end = new Date(f.duration_end_time.trim());
  if (Number.isNaN(end.getTime())) throw badRequest(M.timeRequired);
  const hours = (end.getTime() - now.getTime()) / 3_600_000;
  const slack = L.durationSlackMinutes / 60;
  if (hours < L.durationMinHours - slack || hours > L.durationMaxHours + slack) throw badRequest(M.durationRange);

  const reward = startingCcSchema.safeParse(f.starting_cc);
  if (!reward.success) throw badRequest(M.rewardRequired);
  const startingCc = reward.data;

  const type = (f.bounty_type ?? 'video').trim().toLowerCase() || 'video';
  if (type !== 'live' && type !== 'video') throw badRequest(M.badType);
  const targetRaw = (f.target_user ?? '').trim();
  const targetId = targetRaw && targetRaw !== 'null' && targetRaw !== 'undefined' ? Number(targetRaw) : null;
  if (targetId !== null && (!Number.isSafeInteger(targetId) || targetId <= 0)) throw badRequest(M.targetNotFound);
  if (type === 'live' && targetId === null) throw badRequest(M.targetRequired);
  return { title, description, categoryNames: names, requirements, end, startingCc, type, targetId } as const;
}

/** POST /bounty: checks everything, then creates the bounty and moves starting_cc wallet → escrow atomically. */
export async function createBounty(deps: AppDeps, userId: number, input: CreateInput) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const p = parseFields(input.fields, now);
  if (!(await worthAtLeastUsd(db, p.startingCc, L.minRewardUsd))) throw badRequest(M.minReward);

  const names = await repo.knownCategories(db, p.categoryNames);
  if (names.length !== p.categoryNames.length) throw badRequest(M.unknownCategory);

  if (p.targetId !== null) {
    if (p.targetId === userId) throw badRequest(M.targetSelf);
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, p.targetId));
    if (!target) throw badRequest(M.targetNotFound);
    if (p.type === 'live' && !(await repo.isLive(db, p.targetId))) throw badRequest(M.targetNotLive);
  }
  const image = checkCoverImage(input.image, M.imageRequired);
  if ((await getBalance(db, wallet(userId))) < p.startingCc) throw badRequest(M.notEnoughAmount);
  // Stored only once everything checkable is checked, and deleted again if the transaction fails.
  return withStoredCover(deps, 'bounties', image, (url) => insertBounty(deps, userId, p, names, url, now));
}

/** The bounty, its requirements, the wallet → escrow transfer, its activity and event: one transaction. */
function insertBounty(
  deps: AppDeps,
  userId: number,
  p: ReturnType<typeof parseFields>,
  names: string[],
  imageUrl: string,
  now: Date,
) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bounties)
      .values({
        title: p.title,
        description: p.description,
        imageUrl,
        categories: names,
        bountyType: p.type,
        creatorId: userId,
        targetUserId: p.targetId,
        startingCc: p.startingCc,
        amount: p.startingCc,
        durationStartTime: now,
        durationEndTime: p.end,
        customRules: p.requirements,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const b = row!;
    await tx
      .insert(bountyRequirements)
      .values(p.requirements.map((title, position) => ({ bountyId: b.id, title, position })));
    await contribute(tx, {
      userId,
      escrow: bountyEscrow(b.id),
      amount: p.startingCc,
      type: 'bounty_create',
      ref: { type: 'bounty', id: b.id },
      memo: b.title,
      at: now,
      insufficientMessage: M.notEnoughAmount,
    });
    await repo.addActivity(
      tx,
      { bountyId: b.id, userId, type: 'created', message: 'created a bounty', amount: p.startingCc },
      now,
    );
    await bountyCreated(tx, b, now);
    return bountyView(tx, b, userId, now);
  });
}
