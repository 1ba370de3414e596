import { CHALLENGE_LIMITS as L, CHALLENGE_MSG as M } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { usdToCrowns } from '../../../ui/form/amount';
import { cleanRows } from '../../../ui/form/rows-field';
import { type ChallengeDraft, scheduleOf } from './draft';

/** What the checks need beyond the draft: the rate, the wallet balance in crowns once known, and the clock. */
export type ChallengeDraftContext = { ccPerUsd: number; balance?: number; now?: () => number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Create Challenge checks (decision 014), each with its CHALLENGE_MSG message under its field. */
export function challengeDraftSchema({ ccPerUsd, balance }: ChallengeDraftContext) {
  return z.object({
    selectedImage: z.custom<Blob | null>((v) => v instanceof Blob, { error: M.imageRequired }),
    title: z.string().trim().min(1, { error: M.titleRequired }).max(L.titleMax, { error: M.titleTooLong }),
    description: z.string().max(L.descriptionMax, { error: M.descriptionTooLong }),
    category: z.string().min(1, { error: M.categoryRequired }),
    type: z.enum(['video', 'live'], { error: M.badType }),
    rules: z
      .array(z.object({ value: z.string() }))
      .refine((rows) => cleanRows(rows).length > 0, { error: M.rulesRequired })
      .refine((rows) => cleanRows(rows).length <= L.rulesMax, { error: M.tooManyRules }),
    startMode: z.enum(['now', 'later']),
    startAt: z.string(),
    duration: z.string(),
    durationUnit: z.enum(['hours', 'days']),
    prizeUsd: z.string().superRefine((usd, ctx) => {
      if (usd === '' || Number(usd) === 0) return ctx.addIssue({ code: 'custom', message: M.prizeRequired });
      if (Number(usd) < L.minPrizeUsd) return ctx.addIssue({ code: 'custom', message: M.minPrize });
      if (balance !== undefined && usdToCrowns(usd, ccPerUsd) > balance)
        ctx.addIssue({ code: 'custom', message: M.notEnoughAmount });
    }),
  });
}

type ScheduleError = { field: 'startAt' | 'duration'; message: string };

/**
 * The start and duration rules (1 hour to 30 days, starting now or within 30 days). Checked beside the schema, not as
 * an object refinement, so they show even while other fields are still empty.
 */
export function scheduleError(d: ChallengeDraft, at: number): ScheduleError | null {
  const s = scheduleOf(d, at);
  if (d.startMode === 'later') {
    if (!d.startAt || s.startMs === undefined) return { field: 'startAt', message: M.startRequired };
    if (s.startMs < at) return { field: 'startAt', message: M.startInPast };
    if (s.startMs > at + L.startMaxDaysAhead * DAY) return { field: 'startAt', message: M.startTooFar };
  }
  if (!d.duration) return { field: 'duration', message: M.endRequired };
  if (s.hours < L.durationMinHours || s.hours * HOUR > L.durationMaxDays * DAY)
    return { field: 'duration', message: M.durationRange };
  return null;
}

/** react-hook-form resolver reading the rate, balance and clock from the form's `context`. */
export const challengeDraftResolver: Resolver<ChallengeDraft, ChallengeDraftContext> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(challengeDraftSchema(context ?? { ccPerUsd: 1 }))(values, context, options);
  const problem = scheduleError(values, (context?.now ?? Date.now)());
  if (!problem) return result as Awaited<ReturnType<Resolver<ChallengeDraft, ChallengeDraftContext>>>;
  return {
    values: {},
    errors: { ...result.errors, [problem.field]: { type: 'custom', message: problem.message } },
  };
};
