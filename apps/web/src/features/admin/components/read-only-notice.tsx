import { Eye } from 'lucide-react';
import styles from './admin.module.css';

export function ReadOnlyNotice({ children }: { children: string }) {
  return (
    <p className={styles.notice} role="note">
      <Eye size={16} aria-hidden />
      {children}
    </p>
  );
}
