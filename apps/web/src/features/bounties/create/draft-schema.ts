import { BOUNTY_LIMITS as L, BOUNTY_MSG as M } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type CreateDraft, cleanRequirements, usdToCrowns } from './draft';

/** What the checks need beyond the draft: the rate and, once known, the wallet balance in crowns. */
export type DraftContext = { ccPerUsd: number; balance?: number };

/** The create-bounty checks of spec 02 §5, each with its message under its field. */
export function draftSchema({ ccPerUsd, balance }: DraftContext) {
  return z.object({
    selectedImage: z.custom<Blob | null>((v) => v instanceof Blob, { error: M.imageRequired }),
    title: z.string().trim().min(1, { error: M.titleRequired }).max(L.titleMax, { error: M.titleTooLong }),
    targetText: z.string(),
    targetUser: z.custom<CreateDraft['targetUser']>(),
    isBountyLive: z.boolean(),
    requirements: z
      .array(z.object({ value: z.string() }))
      .refine((rows) => cleanRequirements(rows).length > 0, { error: M.requirementRequired }),
    selectedCategories: z
      .array(z.string())
      .min(1, { error: M.categoryRequired })
      .max(L.categoriesMax, { error: M.tooManyCategories }),
    time: z.string().refine((v) => Number(v) >= L.durationMinHours, { error: M.timeRequired }),
    rewardUsd: z.string().superRefine((usd, ctx) => {
      if (usd === '' || Number(usd) === 0) return ctx.addIssue({ code: 'custom', message: M.rewardRequired });
      if (Number(usd) < L.minRewardUsd) return ctx.addIssue({ code: 'custom', message: M.minReward });
      if (balance !== undefined && usdToCrowns(usd, ccPerUsd) > balance)
        ctx.addIssue({ code: 'custom', message: M.notEnoughAmount });
    }),
  });
}

/**
 * A live bounty needs a target who is live now (spec 02 §5). Checked beside the schema, not as an object refinement,
 * so it shows even while other fields are still empty.
 */
export function liveTargetError(d: Pick<CreateDraft, 'isBountyLive' | 'targetUser'>) {
  if (!d.isBountyLive) return null;
  if (!d.targetUser) return { field: 'targetText', message: M.targetRequired } as const;
  if (!d.targetUser.is_live) return { field: 'isBountyLive', message: M.liveRequired } as const;
  return null;
}

/** react-hook-form resolver reading the rate and balance from the form's `context`. */
export const draftResolver: Resolver<CreateDraft, DraftContext> = async (values, context, options) => {
  const result = await zodResolver(draftSchema(context ?? { ccPerUsd: 1 }))(values, context, options);
  const live = liveTargetError(values);
  if (!live) return result as Awaited<ReturnType<Resolver<CreateDraft, DraftContext>>>;
  return { values: {}, errors: { ...result.errors, [live.field]: { type: 'custom', message: live.message } } };
};
