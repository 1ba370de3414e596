import { type ReportAction, type ReportStatus, usableImageUrl } from '@crowns/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, reports, users } from '../../db/schema';

/**
 * A report's decision lives in the audit log (the reports table only knows open or resolved): `report.dismiss` or
 * `report.act`, target `report`/{id}, with the action, the reason and the reported thing's text at that moment.
 */
export const DECISION = { dismissed: 'report.dismiss', actioned: 'report.act' } as const;

export type DecisionData = { action: 'dismiss' | ReportAction; reason: string | null; preview: string | null };

/** The filter of one status tab. */
export function statusCondition(status: ReportStatus): SQL {
  if (status === 'open') return eq(reports.status, 'open');
  return and(
    eq(reports.status, 'resolved'),
    sql`exists (select 1 from ${auditLog} where ${auditLog.targetType} = 'report'
      and ${auditLog.targetId} = ${reports.id}::text and ${auditLog.action} = ${DECISION[status]})`,
  ) as SQL;
}

export type Decision = {
  status: Exclude<ReportStatus, 'open'>;
  by: { id: number; sc_username: string; image_url: string | null } | null;
  at: string;
  data: DecisionData;
};

/** The decisions of a page of reports, by report id. */
export async function decisionsOf(tx: DbOrTx, reportIds: number[]) {
  const found = new Map<number, Decision>();
  if (reportIds.length === 0) return found;
  const rows = await tx
    .select({ entry: auditLog, name: users.scUsername, image: users.imageUrl })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.targetType, 'report'),
        inArray(auditLog.targetId, reportIds.map(String)),
        inArray(auditLog.action, Object.values(DECISION)),
      ),
    );
  for (const { entry, name, image } of rows) {
    found.set(Number(entry.targetId), {
      status: entry.action === DECISION.dismissed ? 'dismissed' : 'actioned',
      by:
        entry.actorId === null
          ? null
          : { id: entry.actorId, sc_username: name ?? '', image_url: usableImageUrl(image) },
      at: entry.createdAt.toISOString(),
      data: entry.data as DecisionData,
    });
  }
  return found;
}
