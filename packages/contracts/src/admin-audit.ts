import { z } from 'zod';
import { pageQuery } from './users';
import { type PromoCodeData, promoCodeSchema } from './wallet';

/** Texts of the admin audit log and promo redemption views. */
export const AUDIT_MSG = {
  invalidDate: 'Enter dates as YYYY-MM-DD.',
  invalidRange: 'The start date must be on or before the end date.',
  promoNotFound: 'Promo code not found.',
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MSG.invalidDate);
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

const auditFilterShape = {
  /** Actor id or username (case-insensitive, exact). */
  admin: filterText(100),
  /** An action (`promo.create`) or its family (`promo`). */
  action: filterText(100),
  targetType: filterText(50),
  targetId: filterText(100),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
const orderedRange = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeIssue = { message: AUDIT_MSG.invalidRange, path: ['to'] };

/** Filters of GET /admin/audit-log.csv; dates are whole UTC days, both inclusive. */
export const auditFilterSchema = z.object(auditFilterShape).refine(orderedRange, rangeIssue);
/** Every filter is optional; an absent one matches everything. */
export type AuditFilter = Partial<z.output<typeof auditFilterSchema>>;

/** GET /admin/audit-log: the same filters and a page. */
export const auditLogQuery = pageQuery.extend(auditFilterShape).refine(orderedRange, rangeIssue);

/** The URL query keys of the filters, in the order the CSV export and the web page write them. */
export const AUDIT_FILTER_KEYS = ['admin', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** One row of GET /admin/promo/{id}/redemptions; crowns granted are read from the ledger. */
export const promoRedemptionSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), sc_username: z.string() }),
  /** credited: credit code paid; pending: bonus waiting for a purchase; applied: bonus paid with a purchase. */
  status: z.enum(['credited', 'pending', 'applied']),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  crownsGranted: z.number(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** A promo code in the admin list, with what it has given so far. */
export type AdminPromoData = PromoCodeData & { redemptions: number; crownsGranted: number };

/** GET /admin/promo and GET /admin/promo/{id}/redemptions: pages inside `{ status, data }`. */
const promoPage = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.number(),
    data: z.object({ data: z.array(row), currentPage: z.number(), totalPages: z.number(), totalRecords: z.number() }),
  });
export const adminPromosReply = promoPage(
  promoCodeSchema.extend({ redemptions: z.number(), crownsGranted: z.number() }),
);
export const promoRedemptionsReply = promoPage(promoRedemptionSchema);
