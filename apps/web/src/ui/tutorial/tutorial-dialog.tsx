import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import styles from './tutorial.module.css';

export type TutorialPage = { title: string; lead: string; items: { icon: ReactNode; title: string; text: string }[] };

/** A tutorial (Bounties, Challenges; spec 02 §2): its pages with Previous / Next and dots; 'Got it' closes. */
export function TutorialDialog({ pages, onClose }: { pages: TutorialPage[]; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const page = pages[index]!;
  const last = index === pages.length - 1;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={page.title} size="sm">
      <div aria-live="polite">
        <TutorialBody page={page} />
      </div>
      <div className={styles.dots}>
        {pages.map((p, i) => (
          <button
            key={p.title}
            type="button"
            className={`${styles.dot} ${i === index ? styles.active : ''}`}
            aria-label={`Page ${i + 1} of ${pages.length}: ${p.title}`}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>{last ? 'Got it' : 'Next'}</Button>
      </div>
    </Dialog>
  );
}

function TutorialBody({ page }: { page: TutorialPage }) {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{page.lead}</p>
      <ul className={styles.list}>
        {page.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon} aria-hidden>
              {item.icon}
            </span>
            <span>
              <strong>{item.title}</strong>
              <span className={styles.text}>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
