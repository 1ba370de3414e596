import { z } from 'zod';
import { REPORT_MODELS, type ReportModel } from './social-constants';
import { adminReportSchema, userRefSchema } from './social-views';
import { pageQuery } from './users';

/** Where a report stands in the admins' queue: waiting, closed without action, or acted on. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['hide_comment', 'suspend_user', 'fail_bounty'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The one action that fits each reported thing; challenge responses have none yet (dismiss only). */
export const REPORT_ACTION_FOR: Record<ReportModel, ReportAction | null> = {
  comment: 'hide_comment',
  user: 'suspend_user',
  bounty: 'fail_bounty',
  challenge_response: null,
};

export const REPORT_ACTION_LABEL: Record<ReportAction, string> = {
  hide_comment: 'Hide comment',
  suspend_user: 'Suspend user',
  fail_bounty: 'Fail bounty',
};

export const REPORT_LIMITS = { reasonMax: 300 } as const;

export const REPORT_MSG = {
  notFound: 'Report not found.',
  alreadyDecided: 'This report has already been decided.',
  dismissed: 'Report dismissed.',
  actioned: 'Action taken. The reporter has been told.',
  actionRequired: 'Please choose an action.',
  actionMismatch: 'That action does not fit what was reported.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `Reason must be at most ${REPORT_LIMITS.reasonMax} characters.`,
  targetGone: 'The reported item no longer exists.',
  bountyNotOpen: 'Only a bounty that is still open can be failed.',
  dailyBounty: 'Daily bounties are paid by the platform: edit or delete them instead.',
  userAlreadySuspended: 'This user is already suspended.',
} as const;

/** What the reporter is told when their report is decided (notification title and message). */
export const REPORT_OUTCOME_NOTICE: Record<Exclude<ReportStatus, 'open'>, { title: string; message: string }> = {
  dismissed: {
    title: 'Report reviewed',
    message: 'We reviewed your report and found nothing against our rules. Thank you for telling us.',
  },
  actioned: {
    title: 'Report reviewed',
    message: 'We reviewed your report and took action. Thank you for helping keep Crowns safe.',
  },
};

const reasonText = z
  .string({ error: REPORT_MSG.reasonRequired })
  .trim()
  .max(REPORT_LIMITS.reasonMax, REPORT_MSG.reasonTooLong);

/** GET /admin/reports query: open ones by default, optionally one kind of thing. */
export const adminReportsQuery = pageQuery.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
  type: z.enum(REPORT_MODELS).optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

/** POST /admin/reports/{id}/dismiss. */
export const dismissReportBody = z.object({ reason: reasonText.optional() });

/** POST /admin/reports/{id}/act: the action must fit the reported thing; the reason is required. */
export const actOnReportBody = z.object({
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MSG.actionRequired }),
  reason: reasonText.min(1, REPORT_MSG.reasonRequired),
});
export type ActOnReportBody = z.infer<typeof actOnReportBody>;

/** The reported thing as the admin sees it: a short preview and where it lives; `removed` once it is gone. */
export const reportTargetSchema = z.object({
  preview: z.string().nullable(),
  link: z.string().nullable(),
  removed: z.boolean(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** One row of GET /admin/reports with its decision (from the audit log). */
export const adminReportViewSchema = adminReportSchema.extend({
  status: z.enum(REPORT_STATUSES),
  target: reportTargetSchema,
  decided_by: userRefSchema.nullable(),
  decided_at: z.string().nullable(),
  outcome: z.object({ action: z.enum(['dismiss', ...REPORT_ACTIONS]), reason: z.string().nullable() }).nullable(),
});
export type AdminReportView = z.infer<typeof adminReportViewSchema>;

/** Answer of the dismiss and act calls. */
export const reportDecisionSchema = z.object({
  status: z.number(),
  message: z.string(),
  data: adminReportViewSchema,
});
