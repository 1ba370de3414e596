import { BadgeDollarSign, CalendarClock, type LucideIcon, Swords, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { Button, buttonClass, CrownIcon } from '../../ui';
import { openAuthDialog } from '../shell/auth-bridge';
import styles from './how-it-works.module.css';

type Step = { title: string; text: string };

const BOUNTY_STEPS: Step[] = [
  {
    title: 'Create',
    text: 'Describe a task, add requirements and a time limit, and put crowns on it. Target one streamer or leave it open to everyone. Your crowns are held safely until the bounty ends.',
  },
  {
    title: 'Claim',
    text: 'A creator who accepts the bounty claims it and gets a deadline to deliver. They can extend the time once, or quit so someone else can take it.',
  },
  {
    title: 'Film and submit',
    text: 'The claimer records the task, posts it on TikTok or YouTube (Twitch and Kick clips work for live bounties) and submits the link for review. Private videos are not accepted.',
  },
  {
    title: 'Get paid',
    text: 'When the submission is approved, the reward goes to the claimer’s wallet. If nobody completes it in time, every contributor gets their crowns back.',
  },
];

const SECTIONS: { icon: LucideIcon; title: string; body: string[] }[] = [
  {
    icon: Swords,
    title: 'Challenges',
    body: [
      'Challenges are time-limited competitions with a prize pool in crowns. Anyone can post a video response before the countdown ends.',
      'Viewers upvote the responses they like. When time runs out, the most upvoted video wins the prize.',
    ],
  },
  {
    icon: CalendarClock,
    title: 'Daily bounties',
    body: [
      'Every day the Crowns team posts daily bounties that are open to everyone, with a limited number of claims. Check back daily: they start and end on a schedule shown on each card.',
    ],
  },
  {
    icon: Trophy,
    title: 'Up the Ante',
    body: [
      'Want to see a bounty happen? Add your own crowns to raise its reward. If the bounty fails or is cancelled, your contribution is refunded to your wallet.',
    ],
  },
  {
    icon: BadgeDollarSign,
    title: 'How payouts work',
    body: [
      'Winnings land in your wallet as crowns the moment a bounty is approved or a challenge ends. You can withdraw them to a bank account or debit card, or redeem them for a gift card, from the Wallet page.',
      'Withdrawals above certain amounts require a one-time identity check, and a transaction fee may apply. Both are shown to you before you confirm, so there are no surprises.',
    ],
  },
];

/** /how-it-works: the one menu page open to visitors. */
export function HowItWorksPage() {
  const session = useSession();
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>How it Works</p>
        <h1 className={styles.title}>Put crowns on the action. Get paid for delivering it.</h1>
        <p className={styles.lead}>
          Crowns is where viewers and streamers meet through paid bounties and challenges. Viewers fund the moments they
          want to see; creators complete them and earn.
        </p>
      </header>

      <section className={styles.crowns} aria-labelledby="crowns-title">
        <span className={styles.crownBadge} aria-hidden>
          <CrownIcon size={28} />
        </span>
        <div>
          <h2 id="crowns-title">What are crowns?</h2>
          <p>
            Crowns are the in-app currency of every bounty, challenge and payout. You buy them in your wallet and every
            amount is also shown in dollars, with 2 decimals, at the current crowns-per-dollar rate. Crowns you win can
            be withdrawn as money.
          </p>
        </div>
      </section>

      <section aria-labelledby="bounties-title">
        <h2 id="bounties-title" className={styles.sectionTitle}>
          <Target size={22} aria-hidden /> Bounties
        </h2>
        <p className={styles.sectionLead}>A bounty is a one-time task with a guaranteed reward.</p>
        <ol className={styles.steps}>
          {BOUNTY_STEPS.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.note}>
          Live bounties target a streamer who is live right now and are done on stream. Video bounties can be done any
          time before the deadline.
        </p>
      </section>

      <div className={styles.grid}>
        {SECTIONS.map(({ icon: Icon, title, body }) => (
          <section key={title} className={styles.card} aria-label={title}>
            <h2 className={styles.cardTitle}>
              <Icon size={20} aria-hidden /> {title}
            </h2>
            {body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </div>

      <footer className={styles.cta}>
        <h2>Ready to play?</h2>
        {session ? (
          <Link to="/bounty" className={buttonClass({ size: 'lg' })}>
            Browse bounties
          </Link>
        ) : (
          <Button size="lg" onClick={() => openAuthDialog('signup')}>
            Create your free account
          </Button>
        )}
      </footer>
    </article>
  );
}
