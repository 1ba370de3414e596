import { z } from 'zod';
import { ROLES } from './constants';

export const bountyStatsSchema = z.object({
  totalBountiesAccepted: z.number(),
  completedBounties: z.number(),
  failedBounties: z.number(),
  winRate: z.number(),
  totalWinAmount: z.number(),
});

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

export const publicProfileSchema = meSchema
  .pick({ id: true, sc_username: true, image_url: true, bountyStats: true, bio: true })
  .extend({ is_streaming: z.boolean(), followerCount: z.number(), createdAt: z.string() });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const updateUserBody = z.object({
  bio: z.string().trim().max(300, 'Bio must be at most 300 characters.').nullable().optional(),
});

export const settingSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  showOnlineStatus: z.boolean(),
});
export type Setting = z.infer<typeof settingSchema>;
export const updateSettingBody = settingSchema.partial();
