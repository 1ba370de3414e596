import {
  CHALLENGE_TYPES,
  type ChallengeType,
  crownsSchema,
  CHALLENGE_LIMITS as L,
  CHALLENGE_MSG as M,
} from '@crowns/contracts';
import { challenges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import * as form from '../../platform/cover-image';
import { badRequest } from '../../platform/errors';
import { getBalance, wallet } from '../../platform/ledger';
import { knownCategories } from '../categories/categories.service';
import { worthAtLeastUsd } from '../config/config.service';
import { challengeCreated } from './challenge-events';
import { fundPool } from './challenge-prize';
import { challengeView } from './challenge-view';
import * as repo from './challenges.repo';

/** The multipart fields of POST /challenge, as sent. */
export type ChallengeFields = Partial<
  Record<
    'title' | 'description' | 'category' | 'type' | 'rules' | 'prize_cc' | 'duration_start_time' | 'duration_end_time',
    string
  >
>;
export type ChallengeCreateInput = { fields: ChallengeFields; image?: form.CoverImageInput };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const prizeSchema = crownsSchema(M.prizeRequired, { whole: M.prizeWhole });

const timeOf = (raw: string | undefined) => {
  const text = raw?.trim();
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

function parseFields(f: ChallengeFields, now: Date) {
  const { title, description } = form.titleAndDescription(f, L, M);
  // One category; a JSON list of one (as the bounty form sends) is accepted too.
  const names = form.categoryNames(f.category, M.categoryRequired, M.categoryRequired);
  if (names.length > 1) throw badRequest(M.unknownCategory);

  const type = (f.type ?? '').trim().toLowerCase();
  if (!CHALLENGE_TYPES.includes(type as ChallengeType)) throw badRequest(M.badType);

  const rules = form.listOf(f.rules, M.rulesRequired).map((r) => r.slice(0, L.ruleMax));
  if (rules.length === 0) throw badRequest(M.rulesRequired);
  if (rules.length > L.rulesMax) throw badRequest(M.tooManyRules);

  const slack = L.startSlackMinutes * 60_000;
  const askedStart = f.duration_start_time?.trim() ? timeOf(f.duration_start_time) : now;
  if (!askedStart) throw badRequest(M.startRequired);
  if (askedStart.getTime() < now.getTime() - slack) throw badRequest(M.startInPast);
  if (askedStart.getTime() > now.getTime() + L.startMaxDaysAhead * DAY + slack) throw badRequest(M.startTooFar);
  // A start within the slack of now starts now (client and server clocks differ a little).
  const start = askedStart.getTime() < now.getTime() ? now : askedStart;

  const end = timeOf(f.duration_end_time);
  if (!end) throw badRequest(M.endRequired);
  const ms = end.getTime() - start.getTime();
  if (ms < L.durationMinHours * HOUR - slack || ms > L.durationMaxDays * DAY + slack) throw badRequest(M.durationRange);

  const prize = prizeSchema.safeParse(f.prize_cc);
  if (!prize.success) throw badRequest(prize.error.issues[0]?.message ?? M.prizeRequired);
  // Named as the challenge's columns.
  const row = {
    title,
    description,
    type: type as ChallengeType,
    rules,
    durationStartTime: start,
    durationEndTime: end,
  };
  return { row: { ...row, startingCc: prize.data, prizeCc: prize.data }, categoryName: names[0]! };
}
type Parsed = ReturnType<typeof parseFields>;

/** POST /challenge: checks everything, then creates the challenge and moves the prize wallet → pool atomically. */
export async function createChallenge(deps: AppDeps, userId: number, input: ChallengeCreateInput) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const p = parseFields(input.fields, now);
  if (!(await worthAtLeastUsd(db, p.row.prizeCc, L.minPrizeUsd))) throw badRequest(M.minPrize);
  const [category] = await knownCategories(db, [p.categoryName]);
  if (!category) throw badRequest(M.unknownCategory);
  const image = form.checkCoverImage(input.image, M.imageRequired);
  if ((await getBalance(db, wallet(userId))) < p.row.prizeCc) throw badRequest(M.notEnoughAmount);
  return form.withStoredCover(deps, 'challenges', image, (url) => insertChallenge(deps, userId, p, category, url, now));
}

/** The challenge, its first contribution, the wallet → pool transfer, its activity and event: one transaction. */
function insertChallenge(deps: AppDeps, userId: number, p: Parsed, category: string, imageUrl: string, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(challenges)
      .values({
        ...p.row,
        status: p.row.durationStartTime.getTime() <= now.getTime() ? 'live' : 'upcoming',
        category,
        imageUrl,
        creatorId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const c = row!;
    await fundPool(tx, c, userId, p.row.prizeCc, now);
    await repo.addActivity(tx, { challengeId: c.id, userId, action: 'created', amount: p.row.prizeCc }, now);
    const view = await challengeView(tx, c, userId, now);
    await challengeCreated(tx, view, now);
    return view;
  });
}
