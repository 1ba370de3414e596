import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import styles from './icon-button.module.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** Required: an icon-only control needs a name. */
  'aria-label': string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  /** A small dot in the corner (e.g. unread notifications); describe it in aria-label too. */
  dot?: boolean;
};

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, size = 'md', dot, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={`${styles.button} ${styles[size]} ${className ?? ''}`} {...rest}>
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
      {dot ? <span className={styles.dot} aria-hidden data-testid="unread-dot" /> : null}
    </button>
  );
});
