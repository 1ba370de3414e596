import { Plus } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import styles from './create-card.module.css';

type Props = {
  title: string;
  text: ReactNode;
  to: string;
  action: string;
  onClick?: (event: MouseEvent) => void;
  icon?: ReactNode;
  /** Extra content under the action (a tutorial link). */
  children?: ReactNode;
  testId?: string;
  className?: string;
};

/** A dashed invitation card in a grid: icon, title, pitch and one action (create a bounty, a challenge). */
export function CreateCard({
  title,
  text,
  to,
  action,
  onClick,
  icon,
  children,
  testId = 'create-card',
  className,
}: Props) {
  return (
    <article className={`${styles.create} ${className ?? ''}`} data-testid={testId}>
      <span className={styles.icon} aria-hidden>
        {icon ?? <Plus size={26} />}
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      <Link to={to} onClick={onClick} className={buttonClass({ size: 'md' })}>
        {action}
      </Link>
      {children}
    </article>
  );
}
