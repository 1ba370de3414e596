import { Banknote, Gamepad2, MonitorPlay } from 'lucide-react';
import styles from './auth-modal.module.css';

const POINTS = [
  {
    Icon: Gamepad2,
    title: 'Control the Action',
    text: 'Put a bounty on what happens next and watch streamers take it on live.',
  },
  {
    Icon: MonitorPlay,
    title: 'Multi-Platform Support',
    text: 'Twitch, Kick, YouTube and TikTok creators in one place.',
  },
  {
    Icon: Banknote,
    title: 'Instant Cash Payouts',
    text: 'Complete a bounty or win a challenge and get paid in crowns.',
  },
];

/** Left side of the login and signup modal (hidden on narrow screens). */
export function MarketingPanel() {
  return (
    <div className={styles.panel}>
      <div className={styles.panelGlow} aria-hidden />
      <p className={styles.kicker}>Crowns</p>
      <h2 className={styles.welcome}>Welcome</h2>
      <p className={styles.panelLead}>Where viewers and streamers meet through bounties and challenges.</p>
      <ul className={styles.points}>
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className={styles.pointIcon} aria-hidden>
              <Icon size={18} />
            </span>
            <span>
              <strong>{title}</strong>
              <span className={styles.pointText}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
