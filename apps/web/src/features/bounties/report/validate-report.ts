import { SOCIAL_LIMITS, SOCIAL_MSG } from '@crowns/contracts';

export type ReportDraft = { category: number | null; details: string };
export type ReportErrors = { category?: string; details?: string };

/** The dialog's checks, in the spec's order (spec 02 §5 "Report"): an issue, then details (at most 150). */
export function validateReport(d: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  if (d.category === null) errors.category = SOCIAL_MSG.reportIssueRequired;
  if (d.details.trim() === '') errors.details = SOCIAL_MSG.reportDetailsEmpty;
  else if (d.details.trim().length > SOCIAL_LIMITS.reportDetailsMax) errors.details = SOCIAL_MSG.reportDetailsTooLong;
  return errors;
}
