import { ROOMS, RT_EVENTS } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { recordEvent } from '../../platform/events/outbox';

/**
 * Events of the private admin channel (room `admins`), recorded in the transaction of the change they announce
 * and published after commit (decision 004). Payloads carry ids only: admin pages refetch what they show.
 */
export const adminEvents = {
  reviewQueueChanged: (tx: DbOrTx, payload: { bountyId: number; claimId: number }, now: Date) =>
    recordEvent(tx, { name: RT_EVENTS.adminReviewQueue, rooms: [ROOMS.admins], payload }, now),
  reportChanged: (tx: DbOrTx, payload: { reportId: number }, now: Date) =>
    recordEvent(tx, { name: RT_EVENTS.adminReport, rooms: [ROOMS.admins], payload }, now),
  withdrawalChanged: (tx: DbOrTx, payload: { withdrawalId: number; status: string }, now: Date) =>
    recordEvent(tx, { name: RT_EVENTS.adminWithdrawal, rooms: [ROOMS.admins], payload }, now),
};
