/** What a creator gets back on deleting: the escrow minus the deletion fee, rounded down like the server does. */
export function deletionRefund(escrowCc: number, feePercent: number) {
  const pct = Math.min(Math.max(feePercent, 0), 100);
  const fee = Math.floor((escrowCc * pct) / 100);
  return { fee, refund: escrowCc - fee };
}
