import { BookOpen, type LucideIcon, ShoppingBag, Swords, Target } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { openPurchaseDialog } from '../../../features/wallet/dialog-store';
import { openAuthDialog } from '../../shell/auth-bridge';
import styles from './home.module.css';

type Card = { title: string; text: string; to: string; icon: LucideIcon; tone: string; needsLogin: boolean };

const CARDS: Card[] = [
  {
    title: 'Buy Crowns',
    text: 'Top up your wallet to fund bounties.',
    to: '/wallet',
    icon: ShoppingBag,
    tone: 'gold',
    needsLogin: true,
  },
  {
    title: 'Challenges',
    text: 'Post a video, win the most upvotes.',
    to: '/challenges',
    icon: Swords,
    tone: 'violet',
    needsLogin: false,
  },
  {
    title: 'Bounties',
    text: 'Claim a task and get paid in crowns.',
    to: '/bounty',
    icon: Target,
    tone: 'red',
    needsLogin: true,
  },
  {
    title: 'How it Works',
    text: 'Crowns, bounties and payouts explained.',
    to: '/how-it-works',
    icon: BookOpen,
    tone: 'teal',
    needsLogin: false,
  },
];

/** The home strip cards of spec 01 §2. */
export function HomeStrip({ loggedIn }: { loggedIn: boolean }) {
  const guard = (card: Card) => (event: MouseEvent) => {
    if (!loggedIn && card.needsLogin) {
      event.preventDefault();
      openAuthDialog('login');
    } else if (card.to === '/wallet') {
      // Buy Crowns opens the purchase dialog over the current page.
      event.preventDefault();
      openPurchaseDialog();
    }
  };
  return (
    <nav aria-label="Get started" className={styles.strip}>
      {CARDS.map((card) => (
        <Link key={card.title} to={card.to} onClick={guard(card)} className={`${styles.card} ${styles[card.tone]}`}>
          <span className={styles.cardIcon} aria-hidden>
            <card.icon size={22} />
          </span>
          <span className={styles.cardText}>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardSub}>{card.text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
