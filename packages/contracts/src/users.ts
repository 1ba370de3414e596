import { z } from 'zod';
import { LIMITS, ROLES } from './constants';

export const bountyStatsSchema = z.object({
  totalBountiesAccepted: z.number(),
  completedBounties: z.number(),
  failedBounties: z.number(),
  winRate: z.number(),
  totalWinAmount: z.number(),
});
export type BountyStats = z.infer<typeof bountyStatsSchema>;

/** Spec 01 §5: an image URL is used only if it starts with http, https or /; otherwise the default avatar. */
export const usableImageUrl = (url: string | null | undefined) => (url && /^(https?:\/\/|\/)/i.test(url) ? url : null);

/** The current user as the web reads it (spec 01 §3 "User"). */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  sc_username: z.string(),
  image_url: z.string().nullable(),
  isVerified: z.boolean(),
  role: z.enum(ROLES),
  walletBalance: z.number(),
  acceptedBounties: z.number(),
  bountyStats: bountyStatsSchema,
  upload_yt: z.boolean(),
  upload_tiktok: z.boolean(),
  bio: z.string().nullable(),
  suspended: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** Page query of every list call: 1-based page, limit capped at LIMITS.listMaxLimit. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.listMaxLimit).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), currentPage: z.number(), totalPages: z.number(), totalRecords: z.number() });

export const USER_STATUSES = ['active', 'suspended', 'unverified'] as const;

/** GET /admin/users query. */
export const adminUsersQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});

/** One row of the admin user list. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  sc_username: z.string(),
  image_url: z.string().nullable(),
  role: z.enum(ROLES),
  isVerified: z.boolean(),
  is_streamer: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One row of GET /admin/audit-log. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), sc_username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  data: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
