import type { Bounty } from '../../types';
import styles from './tabs.module.css';

/** The Requirements tab: the creator's requirements, then the platform's standard rules. */
export function Requirements({ bounty }: { bounty: Bounty }) {
  const own = bounty.requirements.length > 0 ? bounty.requirements.map((r) => r.title) : bounty.custom_rules;
  return (
    <div className={styles.requirements}>
      {bounty.description ? <p className={styles.description}>{bounty.description}</p> : null}
      <section aria-labelledby={`req-${bounty.id}`}>
        <h4 id={`req-${bounty.id}`} className={styles.sectionTitle}>
          Requirements
        </h4>
        {own.length > 0 ? (
          <ol className={styles.list}>
            {own.map((text, i) => (
              // Requirement titles may repeat; their order is their identity.
              <li key={`${i}-${text}`}>{text}</li>
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>No requirements were added.</p>
        )}
      </section>
      {bounty.rules.length > 0 ? (
        <section aria-labelledby={`rules-${bounty.id}`}>
          <h4 id={`rules-${bounty.id}`} className={styles.sectionTitle}>
            Rules
          </h4>
          <ul className={styles.list}>
            {bounty.rules.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {bounty.category.length > 0 ? (
        <ul className={styles.chips} aria-label="Categories">
          {bounty.category.map((c) => (
            <li key={c} className={styles.chip}>
              {c}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
