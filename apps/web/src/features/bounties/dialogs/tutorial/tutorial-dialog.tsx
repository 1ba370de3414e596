import { useState } from 'react';
import { Button, Dialog } from '../../../../ui';
import { closeBountyDialog } from '../../dialog-store';
import styles from './tutorial.module.css';
import { TUTORIAL_PAGES, TutorialBody } from './tutorial-pages';

/** Bounties Tutorial (spec 02 §2): 3 pages with Previous / Next and dots. */
export function TutorialDialog() {
  const [index, setIndex] = useState(0);
  const page = TUTORIAL_PAGES[index]!;
  const last = index === TUTORIAL_PAGES.length - 1;
  return (
    <Dialog open onOpenChange={(o) => !o && closeBountyDialog()} title={page.title} size="sm">
      <div aria-live="polite">
        <TutorialBody page={page} />
      </div>
      <div className={styles.dots}>
        {TUTORIAL_PAGES.map((p, i) => (
          <button
            key={p.title}
            type="button"
            className={`${styles.dot} ${i === index ? styles.active : ''}`}
            aria-label={`Page ${i + 1} of ${TUTORIAL_PAGES.length}: ${p.title}`}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={() => (last ? closeBountyDialog() : setIndex(index + 1))}>{last ? 'Got it' : 'Next'}</Button>
      </div>
    </Dialog>
  );
}
