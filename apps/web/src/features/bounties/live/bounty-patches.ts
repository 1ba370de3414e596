import { antesOf } from '../relation';
import type { Bounty } from '../types';

/** Payloads of the public bounty events (apps/server/src/modules/bounties/bounty-events.ts). */
export type BountyRef = { bountyId: number };
export type ClaimedPayload = BountyRef & { claimUserId: number; claimId: number };
export type UppedPayload = BountyRef & {
  amount: number;
  amount_cc?: number;
  userCount?: number;
  antesCount?: number;
  starting_cc?: number;
  upped_cc?: number;
  userId?: number;
};
export type ExtendedPayload = BountyRef & {
  claimId: number;
  claimUserId: number;
  minutes: number;
  modified_end_time?: string;
};
export type ResultPayload = BountyRef & { status: string; failureReason?: string | null; claimUserId?: number | null };
export type DailyCreatedPayload = BountyRef & { bounty?: Bounty };
export type AdminUpdatePayload = BountyRef & { modifiedData?: Partial<Bounty> };

/**
 * bountyUpped: the new total replaces the amount; the counts and starting_cc are taken as sent. Payloads carry
 * absolute values (delivery is at-least-once), so a repeated event changes nothing; without an antesCount the
 * count goes up by one.
 */
export const applyUpped = (b: Bounty, p: UppedPayload): Bounty => ({
  ...b,
  amount: p.amount,
  amount_cc: p.amount_cc ?? b.amount_cc,
  antesCount: p.antesCount ?? antesOf(b) + 1,
  userCount: p.userCount ?? b.userCount,
  starting_cc: p.starting_cc ?? b.starting_cc,
});

const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

/**
 * bountyClaimedExtended: the claim's deadline moves later. The server keeps the bounty's own end (an extension is
 * "the claim ends after the bounty", spec 02 §4), so duration_end_time is left alone; the absolute
 * modified_end_time is preferred over adding the minutes again.
 */
export function applyExtended(b: Bounty, p: ExtendedPayload): Bounty {
  let changed = false;
  const claims = (b.claims ?? []).map((c) => {
    if (c.id !== p.claimId) return c;
    const modified_end_time = p.modified_end_time ?? later(c.modified_end_time, p.minutes);
    if (modified_end_time === c.modified_end_time) return c;
    changed = true;
    return { ...c, modified_end_time };
  });
  return changed ? { ...b, claims } : b;
}

/** bountyAdminUpdate: the admin's changes merged into the daily bounty. */
export const applyAdminUpdate = (b: Bounty, p: AdminUpdatePayload): Bounty =>
  p.modifiedData ? { ...b, ...p.modifiedData, id: b.id } : b;
