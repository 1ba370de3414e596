import type { ReactNode } from 'react';
import styles from './user-drawer.module.css';

/** One titled section of the user drawer. */
export function DrawerBlock({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
