import { type ReactNode, useId } from 'react';
import styles from './create-form.module.css';

/** A titled card of a create form ('Challenge details', 'Schedule and prize'). */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
