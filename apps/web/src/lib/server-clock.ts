/**
 * The server's time as this browser sees it. Countdowns, challenge phases and the end times a create form sends are
 * the server's business: a visitor whose clock is off by an hour must still see a live challenge as live. Every API
 * answer's `Date` header (whole seconds) moves the offset when it disagrees by more than the header's precision.
 */
let offsetMs = 0;

/** Now, on the server's clock (milliseconds since the epoch). */
export const serverNow = () => Date.now() + offsetMs;

/** Notes the `Date` header of an answer received at `receivedAt` (local clock). */
export function noteServerDate(header: string | null, receivedAt = Date.now()) {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // The header drops the milliseconds: the server's time was somewhere in [server, server + 1 s).
  const next = server + 500 - receivedAt;
  if (Math.abs(next - offsetMs) > 1_500) offsetMs = next;
}

/** Tests: back to the local clock. */
export const resetServerClock = () => {
  offsetMs = 0;
};
