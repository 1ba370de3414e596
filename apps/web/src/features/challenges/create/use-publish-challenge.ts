import { CHALLENGE_MSG } from '@crowns/contracts';
import { toast } from 'sonner';
import { serverNow } from '../../../lib/server-clock';
import { usePaidCreate } from '../../../lib/use-paid-create';
import { usdToCrowns } from '../../../ui/form/amount';
import { cleanRows } from '../../../ui/form/rows-field';
import { createChallenge, type NewChallenge } from '../api/create-challenge';
import { challengeKeys } from '../query-keys';
import type { Challenge } from '../types';
import { type ChallengeDraft, scheduleOf } from './draft';

/** The POST /challenge fields from a checked draft. */
export function toNewChallenge(draft: ChallengeDraft, ccPerUsd: number, now = serverNow()): NewChallenge {
  const schedule = scheduleOf(draft, now);
  if (!draft.selectedImage || !schedule.end) throw new Error('The draft is not complete.');
  return {
    title: draft.title,
    description: draft.description,
    image: draft.selectedImage,
    category: draft.category,
    type: draft.type,
    rules: cleanRows(draft.rules),
    prizeCc: usdToCrowns(draft.prizeUsd, ccPerUsd),
    start: schedule.start ?? null,
    end: schedule.end,
  };
}

/**
 * Publishes a challenge: 'Challenge Created', every challenge list refetched and the wallet refreshed; a refusal (400)
 * toasts the server's message and leaves the draft as it is.
 */
export function usePublishChallenge(onCreated: (challenge: Challenge) => void) {
  return usePaidCreate(createChallenge, challengeKeys.all, (challenge) => {
    toast.success(CHALLENGE_MSG.created);
    onCreated(challenge);
  });
}
