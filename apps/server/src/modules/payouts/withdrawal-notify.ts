import { ROOMS, RT_EVENTS } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { recordEvent } from '../../platform/events/outbox';
import { adminEvents } from '../audit/admin-events';
import { type WithdrawalRow, withdrawalView } from './withdrawal-view';

/**
 * One step of a withdrawal, in the transaction of the step: its audit row (the withdrawal's trail; actor null for
 * the provider and the system), the `withdrawalUpdated` event to its owner and `adminWithdrawal` to the admins room,
 * published after commit.
 */
export async function recordStep(
  tx: DbOrTx,
  row: WithdrawalRow,
  step: { action: string; actorId: number | null; data?: Record<string, unknown> },
  now: Date,
) {
  await tx.insert(auditLog).values({
    actorId: step.actorId,
    action: step.action,
    targetType: 'withdrawal',
    targetId: String(row.id),
    data: step.data ?? null,
    createdAt: now,
  });
  await recordEvent(
    tx,
    { name: RT_EVENTS.withdrawalUpdated, rooms: [ROOMS.privateUser(row.userId)], payload: withdrawalView(row) },
    now,
  );
  await adminEvents.withdrawalChanged(tx, { withdrawalId: row.id, status: row.status }, now);
}
