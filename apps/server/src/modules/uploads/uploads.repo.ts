import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(tx: DbOrTx, row: typeof uploads.$inferInsert) {
  await tx.insert(uploads).values(row);
}

export async function findUpload(tx: DbOrTx, fileKey: string) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.fileKey, fileKey));
  return row;
}

/** How many uploads of the user are not attached yet (pending or uploaded). */
export async function countOpen(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), sql`${uploads.status} <> 'attached'`));
  return row?.n ?? 0;
}

/** The upload locked for the rest of the transaction (attach, sweep). */
export async function lockUpload(tx: Tx, fileKey: string) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.fileKey, fileKey)).for('update');
  return row;
}

/** pending → uploaded with its size; false when the row is gone (swept) or no longer pending. */
export async function markUploaded(tx: DbOrTx, fileKey: string, sizeBytes: number, now: Date, keepUntil: Date) {
  const rows = await tx
    .update(uploads)
    .set({ status: 'uploaded', sizeBytes, uploadedAt: now, expiresAt: keepUntil })
    .where(and(eq(uploads.fileKey, fileKey), eq(uploads.status, 'pending')))
    .returning({ fileKey: uploads.fileKey });
  return rows.length === 1;
}

export async function markAttached(tx: Tx, fileKey: string, now: Date) {
  await tx.update(uploads).set({ status: 'attached', attachedAt: now }).where(eq(uploads.fileKey, fileKey));
}

export async function setPoster(tx: DbOrTx, fileKey: string, posterKey: string) {
  await tx.update(uploads).set({ posterKey }).where(eq(uploads.fileKey, fileKey));
}

/** One unattached upload past its expiry, locked (other sweepers and a concurrent attach skip or wait). */
export async function takeExpired(tx: Tx, now: Date) {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(sql`${uploads.status} <> 'attached' and ${uploads.expiresAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(uploads.expiresAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteUpload(tx: Tx, fileKey: string) {
  await tx.delete(uploads).where(eq(uploads.fileKey, fileKey));
}
