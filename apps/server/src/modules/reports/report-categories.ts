import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportCategories } from '../../db/schema';

/** The issue reasons of the report dialogs, in display order. */
export const REPORT_CATEGORY_SEED = [
  'Inappropriate content',
  'Spam or scam',
  'Harassment',
  'Misleading bounty',
  'Copyright',
  'Other',
] as const;

/** Idempotent: inserts the missing reasons, leaves existing ones alone. */
export async function seedReportCategories(tx: DbOrTx) {
  await tx
    .insert(reportCategories)
    .values(REPORT_CATEGORY_SEED.map((name, position) => ({ name, position })))
    .onConflictDoNothing();
}

export const listReportCategories = (tx: DbOrTx) =>
  tx
    .select({ id: reportCategories.id, name: reportCategories.name })
    .from(reportCategories)
    .orderBy(asc(reportCategories.position), asc(reportCategories.id));

/** A category by id (a number or a numeric string) or by name, case-insensitive. */
export async function findReportCategory(tx: DbOrTx, category: number | string) {
  const byId = typeof category === 'number' ? category : /^\d{1,15}$/.test(category) ? Number(category) : null;
  const [row] = await tx
    .select({ id: reportCategories.id, name: reportCategories.name })
    .from(reportCategories)
    .where(
      byId !== null ? eq(reportCategories.id, byId) : sql`lower(${reportCategories.name}) = lower(${String(category)})`,
    );
  return row;
}
