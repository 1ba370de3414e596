import type { ReactNode } from 'react';
import styles from './footer.module.css';

/** Monochrome badges of the accepted cards and wallets, drawn inline (no external images). */
function Mark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.mark} title={label}>
      <svg viewBox="0 0 60 24" width="60" height="24" role="img" aria-label={label}>
        {children}
      </svg>
    </li>
  );
}

const text = { fill: 'currentColor', fontFamily: 'inherit', textAnchor: 'middle' } as const;

export function PaymentMarks() {
  return (
    <ul className={styles.marks} aria-label="Accepted payment methods">
      <Mark label="Visa">
        <text x="30" y="17" fontSize="14" fontWeight="800" fontStyle="italic" letterSpacing="0.5" {...text}>
          VISA
        </text>
      </Mark>
      <Mark label="Mastercard">
        <circle cx="24" cy="12" r="8" fill="currentColor" opacity="0.55" />
        <circle cx="36" cy="12" r="8" fill="currentColor" opacity="0.85" />
      </Mark>
      <Mark label="American Express">
        <rect x="12" y="4" width="36" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <text x="30" y="16" fontSize="9" fontWeight="800" letterSpacing="0.6" {...text}>
          AMEX
        </text>
      </Mark>
      <Mark label="Discover">
        <text x="26" y="16" fontSize="9.5" fontWeight="700" letterSpacing="0.2" {...text}>
          DISC
        </text>
        <circle cx="42.5" cy="12.5" r="4" fill="currentColor" />
        <text x="51" y="16" fontSize="9.5" fontWeight="700" {...text}>
          V
        </text>
      </Mark>
      <Mark label="Apple Pay">
        <path
          fill="currentColor"
          d="M15.6 7.3c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2 .8.1 1.5-.3 2-.9Zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6a3.2 3.2 0 0 0-2.7 1.7c-1.2 2-.3 5 .8 6.6.6.8 1.2 1.6 2 1.6s1.1-.5 2.1-.5 1.3.5 2.1.5 1.4-.8 1.9-1.6c.6-.9.9-1.8.9-1.8s-1.7-.7-1.7-2.7c0-1.7 1.4-2.4 1.4-2.5-.8-1.1-2-1.3-2.1-1.3Z"
        />
        <text x="37" y="16.5" fontSize="11" fontWeight="600" {...text}>
          Pay
        </text>
      </Mark>
      <Mark label="Google Pay">
        <text x="17" y="17" fontSize="14" fontWeight="700" {...text}>
          G
        </text>
        <text x="38" y="16.5" fontSize="11" fontWeight="600" {...text}>
          Pay
        </text>
      </Mark>
      <Mark label="PayPal">
        <text x="30" y="16" fontSize="11" fontWeight="800" fontStyle="italic" {...text}>
          PayPal
        </text>
      </Mark>
    </ul>
  );
}
