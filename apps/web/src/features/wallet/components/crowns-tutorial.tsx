import { formatCrowns } from '@crowns/contracts';
import { ArrowDownToLine, ShoppingBag, Target, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useCcPerUsd } from '../../../lib/config';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/crown-icon';
import { Dialog } from '../../../ui/dialog';
import { closeCrownsTutorial, crownsTutorial } from '../dialog-store';
import { createHostRegistry, useSingleHost } from '../single-host';
import styles from './tutorial.module.css';

const tutorialHosts = createHostRegistry();

type Page = { title: string; body: (rate: number | undefined) => ReactNode };

const PAGES: Page[] = [
  {
    title: 'What are crowns?',
    body: (rate) => (
      <>
        <span className={styles.hero} aria-hidden>
          <CrownIcon size={44} />
        </span>
        <p className={styles.lead}>
          Crowns are the currency of Crowns. Every bounty reward, Up the Ante and challenge prize is paid in crowns.
        </p>
        <p className={styles.rate}>
          {rate === undefined ? 'Loading the rate…' : `$1 USD = ${formatCrowns(rate)} Crowns`}
        </p>
        <p className={styles.small}>Your balance is always shown in dollars too, so you know what it is worth.</p>
      </>
    ),
  },
  {
    title: 'Earn, spend and withdraw',
    body: () => (
      <ul className={styles.list}>
        <Item icon={<ShoppingBag size={18} />} title="Buy">
          Top up your wallet with a card from the Buy Crowns button.
        </Item>
        <Item icon={<Target size={18} />} title="Spend">
          Fund bounties for your favourite streamers and Up the Ante on others.
        </Item>
        <Item icon={<Trophy size={18} />} title="Earn">
          Complete bounties and win challenges to get crowns.
        </Item>
        <Item icon={<ArrowDownToLine size={18} />} title="Withdraw">
          Cash out your crowns to a bank or debit card from your wallet.
        </Item>
      </ul>
    ),
  },
];

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.itemIcon} aria-hidden>
        {icon}
      </span>
      <span>
        <strong>{title}</strong>
        <span className={styles.itemText}>{children}</span>
      </span>
    </li>
  );
}

/** The What-are-crowns tutorial (spec 01 §2): 2 pages, Skip and Next, dots. Opened with openCrownsTutorial(). */
export function CrownsTutorial() {
  const open = crownsTutorial.useOpen();
  const host = useSingleHost(tutorialHosts);
  const [index, setIndex] = useState(0);
  const rate = useCcPerUsd();
  // Every opening starts on the first page.
  useEffect(() => {
    if (!open) setIndex(0);
  }, [open]);
  if (!host) return null;
  const page = PAGES[index]!;
  const last = index === PAGES.length - 1;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeCrownsTutorial()} title={page.title} size="sm">
      <div className={styles.tutorial}>
        <div className={styles.page} aria-live="polite">
          {page.body(rate)}
        </div>
        <div className={styles.dots}>
          {PAGES.map((p, i) => (
            <button
              key={p.title}
              type="button"
              className={`${styles.dot} ${i === index ? styles.active : ''}`}
              aria-label={`Page ${i + 1} of ${PAGES.length}: ${p.title}`}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={closeCrownsTutorial}>
            Skip
          </Button>
          <Button onClick={() => (last ? closeCrownsTutorial() : setIndex(index + 1))}>
            {last ? 'Got it' : 'Next'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
