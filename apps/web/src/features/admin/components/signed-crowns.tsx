import { CrownAmount } from '../../../ui';

/** A ledger movement: + in or − out (said in words to screen readers), then the crown amount in gold. */
export function SignedCrowns({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden>{amount > 0 ? '+' : '−'}</span>
      <span className="sr-only">{amount > 0 ? 'in' : 'out'}</span>
      <CrownAmount crowns={Math.abs(amount)} size="sm" />
    </span>
  );
}
