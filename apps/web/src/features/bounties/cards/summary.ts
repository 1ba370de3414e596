import type { Bounty } from '../types';

/** The description, or the requirements when the creator wrote none (the create form leaves it empty). */
export const summaryOf = (b: Pick<Bounty, 'description' | 'custom_rules' | 'requirements'>) =>
  b.description?.trim() ||
  (b.custom_rules?.length ? b.custom_rules : (b.requirements ?? []).map((r) => r.title)).join(' · ');
