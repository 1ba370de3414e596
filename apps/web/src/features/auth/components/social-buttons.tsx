import { PROVIDER_LABEL, type SignInProvider } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startOAuth } from '../../../lib/oauth';
import { BRAND_ICON, KickIcon, TwitchIcon } from '../../../ui/brand-icons';
import { Spinner } from '../../../ui/spinner';
import { signInProvidersQuery } from '../api/social-login';
import { signupStartedFrom } from '../pending-signup';
import { toastError } from '../post-login';
import styles from './social-buttons.module.css';

/** Streamers first: the spec recommends signing in with Twitch or Kick. */
const ORDER: SignInProvider[] = ['twitch', 'kick', 'google', 'discord'];

/**
 * Social sign-in (spec 01 §2, decision 019): a click asks the server for the provider's authorize URL and leaves
 * for it; the provider returns to /auth/{provider}authcallback, which comes back to this page. Only the providers
 * the server has (all four while that is loading; none when it cannot say).
 */
export function SocialButtons({ verb = 'Continue' }: { verb?: string }) {
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const offered = useQuery(signInProvidersQuery);
  // Back from the provider's page may restore this page as it was left: the buttons work again.
  useEffect(() => {
    const onShow = () => setBusy(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const start = async (provider: SignInProvider) => {
    setBusy(provider);
    try {
      await startOAuth(provider, 'login', signupStartedFrom());
    } catch (error) {
      toastError(error);
      setBusy(null);
    }
  };
  const shown = offered.isPending ? ORDER : ORDER.filter((id) => offered.data?.includes(id));
  if (shown.length === 0) return null;
  return (
    <div className={styles.grid}>
      {shown.map((id) => {
        const Icon = BRAND_ICON[id];
        return (
          <button
            key={id}
            type="button"
            className={styles.button}
            aria-label={`${verb} with ${PROVIDER_LABEL[id]}`}
            aria-busy={busy === id}
            disabled={busy !== null}
            onClick={() => void start(id)}
          >
            {busy === id ? <Spinner size={16} label={`Opening ${PROVIDER_LABEL[id]}`} /> : <Icon />}
            <span>{PROVIDER_LABEL[id]}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Spec 01 §2: streamers are encouraged to log in with Twitch or Kick. */
export function StreamerNote() {
  return (
    <aside className={styles.note} aria-label="Streamer Recommendation">
      <span className={styles.noteIcons} aria-hidden>
        <TwitchIcon size={16} />
        <KickIcon size={16} />
      </span>
      <p>
        <strong>Streamer Recommendation:</strong> streaming on Twitch or Kick? Log in with that account so your channel
        and live status connect to your profile.
      </p>
    </aside>
  );
}
