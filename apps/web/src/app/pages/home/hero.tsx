import { Link } from 'react-router';
import { Button, buttonClass, CrownIcon } from '../../../ui';
import { openAuthDialog } from '../../shell/auth-bridge';
import styles from './home.module.css';

export function Hero({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>
          <CrownIcon size={14} /> Live bounties and challenges
        </p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Dare your favourite streamers. <span className={styles.accent}>Get paid</span> for the action.
        </h1>
        <p className={styles.heroLead}>
          Put crowns on the moments you want to see on Twitch, Kick, YouTube and TikTok. Creators claim them, deliver on
          camera and cash out.
        </p>
        <div className={styles.heroActions}>
          {loggedIn ? (
            <>
              <Link to="/bounty/createbounty" className={buttonClass({ size: 'lg' })}>
                Create a Bounty
              </Link>
              <Link to="/bounty" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
                Browse Bounties
              </Link>
            </>
          ) : (
            <>
              <Button size="lg" onClick={() => openAuthDialog('signup')}>
                Get Started
              </Button>
              <Link to="/how-it-works" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
                How it Works
              </Link>
            </>
          )}
        </div>
      </div>
      <div className={styles.heroArt} aria-hidden>
        <span className={styles.heroCrown}>
          <CrownIcon size={88} />
        </span>
      </div>
    </section>
  );
}
