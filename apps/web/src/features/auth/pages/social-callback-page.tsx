import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../ui/button';
import styles from '../components/auth.module.css';
import { PROVIDERS, type SocialProvider } from '../components/social-buttons';

const fromPath = (pathname: string) =>
  /^\/auth\/(google|twitch|kick|discord)authcallback/.exec(pathname)?.[1] as SocialProvider | undefined;

/** /auth/{provider}authcallback — social sign-in is not configured on this deployment, so say so plainly. */
export function SocialCallbackPage({ provider }: { provider?: SocialProvider }) {
  const { pathname } = useLocation();
  const id = provider ?? fromPath(pathname);
  const known = PROVIDERS.find((p) => p.id === id);
  const label = known?.label ?? 'this provider';
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="social-title">
        {known ? (
          <span className={styles.icon} aria-hidden>
            <known.Icon size={26} />
          </span>
        ) : null}
        <h1 id="social-title" className={styles.cardTitle}>
          {label === 'this provider' ? 'Social sign-in' : `${label} sign-in`}
        </h1>
        <p className={styles.lead}>
          Sign-in with {label} isn't available yet. Please log in with your email and password instead.
        </p>
        <Link to="/" className={buttonClass({ block: true })}>
          Go to Home
        </Link>
      </section>
    </div>
  );
}
