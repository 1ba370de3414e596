import type { SVGProps } from 'react';

/** The crown mark: logo and the icon beside every crown amount. */
export function CrownIcon({ size = 16, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false" {...rest}>
      <path d="M3 8.2 7.6 12 12 4.5 16.4 12 21 8.2 19.2 18H4.8L3 8.2Z" />
      <rect x="4.8" y="19.2" width="14.4" height="2" rx="1" />
    </svg>
  );
}
