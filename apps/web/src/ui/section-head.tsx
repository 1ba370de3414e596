import styles from './section-head.module.css';

/** A page section's title (its id labels the section) and one line about it. */
export function SectionHead({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
