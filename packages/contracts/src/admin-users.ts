import { z } from 'zod';
import { ROLES } from './constants';
import { adminUserSchema, pageOf } from './users';

/** Texts of the admin user detail and its actions. */
export const ADMIN_USER_MSG = {
  roleChanged: 'Role updated.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  onlyAdminChangesRoles: 'Only admins can change roles.',
  sessionEnded: 'Session ended.',
  sessionNotFound: 'Session not found or already ended.',
  accountDeleted: 'This account was deleted.',
  reasonRequired: 'Enter a reason.',
  reasonTooLong: 'Keep the reason to 500 characters or fewer.',
} as const;

export const SUSPEND_REASON_MAX = 500;

/** POST /admin/users/{id}/suspend and /unsuspend: the reason is kept in the audit log. */
export const suspendBody = z
  .object({
    reason: z.string().trim().max(SUSPEND_REASON_MAX, ADMIN_USER_MSG.reasonTooLong).optional(),
  })
  .nullish()
  .transform((b) => ({ reason: b?.reason || undefined }));

/** The web form: a reason is required there. */
export const suspendForm = z.object({
  reason: z.string().trim().min(1, ADMIN_USER_MSG.reasonRequired).max(SUSPEND_REASON_MAX, ADMIN_USER_MSG.reasonTooLong),
});
export type SuspendForm = z.infer<typeof suspendForm>;

/** POST /admin/users/{id}/role */
export const roleBody = z.object({ role: z.enum(ROLES) });

const personSchema = z.object({ id: z.string(), sc_username: z.string() });

export const adminUserSessionSchema = z.object({
  /** The refresh-token family: one sign-in. */
  id: z.string(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    display_name: z.string().nullable(),
    bio: z.string().nullable(),
    birthdate: z.string().nullable(),
    time_zone: z.string().nullable(),
    deleted: z.boolean(),
  }),
  /** The latest suspension from the audit log (who, when, why), if any. */
  lastSuspension: z
    .object({ at: z.string(), by: personSchema.nullable(), reason: z.string().nullable(), active: z.boolean() })
    .nullable(),
  wallet: z.object({ balance: z.number(), withdrawable: z.number(), cc_per_usd: z.number() }),
  bounties: z.object({
    totalRecords: z.number(),
    recent: z.array(
      z.object({ id: z.string(), title: z.string(), status: z.string(), amount: z.number(), createdAt: z.string() }),
    ),
  }),
  claims: z.object({
    totalRecords: z.number(),
    recent: z.array(
      z.object({
        id: z.string(),
        bountyId: z.string(),
        bountyTitle: z.string(),
        status: z.string(),
        createdAt: z.string(),
        submittedAt: z.string().nullable(),
      }),
    ),
  }),
  /** Reports on the user, their bounties and their comments. */
  reports: z.object({
    totalRecords: z.number(),
    open: z.number(),
    recent: z.array(
      z.object({
        id: z.string(),
        model: z.string(),
        modelId: z.string(),
        category: z.string(),
        details: z.string(),
        status: z.string(),
        reporter: personSchema.nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  sessions: z.array(adminUserSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** One wallet entry as the admin ledger history shows it (the user's wallet history rows). */
export const adminLedgerRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  type: z.string(),
  amount: z.number(),
  usd: z.number(),
  counterpart: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.string().nullable(),
  status: z.string().nullable(),
  createdAt: z.string(),
});

export const adminLedgerPageSchema = pageOf(adminLedgerRowSchema);
