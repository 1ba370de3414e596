import {
  isSignInProvider,
  LINK_PROVIDERS,
  type LinkProvider,
  type OauthSignupNeeded,
  PROVIDER_LABEL,
  SOCIAL_AUTH_MSG,
} from '@crowns/contracts';
import { CircleAlert, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ApiError, navigateTo } from '../../../lib/api';
import { type OAuthIntent, startedIntent, takeStartedOAuth } from '../../../lib/oauth';
import { oncePerKey } from '../../../lib/once-per-key';
import { BRAND_ICON } from '../../../ui/brand-icons';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isAdminLogin, sessionOf } from '../api/login';
import { linkStream, needsProfile, socialLogin } from '../api/social-login';
import { openAuthDialog } from '../auth-dialog-store';
import styles from '../components/auth.module.css';
import { FinishProfileForm } from '../components/finish-profile-form';
import { completeLogin, errorText, landingAfterSocialLogin } from '../post-login';

type State =
  /** Exchanging the code; `done`: signed in or linked, the page is being left. */
  | { status: 'working' | 'done' }
  | { status: 'failed'; message: string; intent: OAuthIntent }
  | { status: 'profile'; signup: OauthSignupNeeded; returnTo: string }
  /** An admin: the one-time code dialog is open. */
  | { status: 'otp' };

const PATH = new RegExp(`^/auth/(${LINK_PROVIDERS.join('|')})authcallback`);
const providerOf = (pathname: string) => PATH.exec(pathname)?.[1] as LinkProvider | undefined;

/**
 * The provider's return (decision 019): checks the state against the one this browser kept, then exchanges the code
 * with the kept PKCE verifier, to sign in (POST /auth/{provider}-login) or to link (POST /users/link-stream). The
 * kept state and verifier are cleared in every outcome.
 */
async function runCallback(provider: LinkProvider, params: URLSearchParams): Promise<State> {
  const label = PROVIDER_LABEL[provider];
  const { started, verifier } = takeStartedOAuth(provider);
  const intent = started?.intent ?? 'login';
  const fail = (message: string): State => ({ status: 'failed', message, intent });

  const error = params.get('error');
  if (error)
    return fail(error === 'access_denied' ? SOCIAL_AUTH_MSG.denied(label) : SOCIAL_AUTH_MSG.exchangeFailed(label));
  const state = params.get('state');
  if (!started || !state || started.state !== state || started.provider !== provider) {
    return fail(SOCIAL_AUTH_MSG.stateInvalid);
  }
  const code = params.get('code');
  if (!code) return fail(SOCIAL_AUTH_MSG.codeMissing);
  if (!verifier) return fail(SOCIAL_AUTH_MSG.verifierMissing);
  const body = { code, state, codeVerifier: verifier };

  try {
    if (started.intent === 'link') {
      await linkStream(provider, body);
      toast.success(SOCIAL_AUTH_MSG.linked(label));
      navigateTo(started.returnTo);
      return { status: 'done' };
    }
    if (!isSignInProvider(provider)) return fail(SOCIAL_AUTH_MSG.stateInvalid);
    const res = await socialLogin(provider, body);
    if (needsProfile(res)) return { status: 'profile', signup: res, returnTo: started.returnTo };
    if (isAdminLogin(res)) {
      openAuthDialog('otp', { token: res.token });
      return { status: 'otp' };
    }
    const session = sessionOf(res.user);
    completeLogin(session, landingAfterSocialLogin(session.role, started.returnTo));
    return { status: 'done' };
  } catch (err) {
    // A suspended account: the client already left for /login.
    if (err instanceof ApiError && err.handled) return { status: 'done' };
    return fail(errorText(err));
  }
}

/** One exchange per return URL: a code is single-use, and React may mount the page twice. */
const callbackOnce = oncePerKey((url) => {
  const { pathname, search } = new URL(url, 'http://local');
  const provider = providerOf(pathname);
  return provider ? runCallback(provider, new URLSearchParams(search)) : Promise.resolve<State>({ status: 'done' });
});

/** /auth/{provider}authcallback: the return of a social sign-in or of a link started in settings. */
export function SocialCallbackPage() {
  const { pathname, search } = useLocation();
  const provider = providerOf(pathname);
  const [intent] = useState(startedIntent);
  const [state, setState] = useState<State>(() =>
    provider ? { status: 'working' } : { status: 'failed', message: SOCIAL_AUTH_MSG.stateInvalid, intent: 'login' },
  );

  useEffect(() => {
    if (!provider) return;
    let live = true;
    void callbackOnce(`${pathname}${search}`).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [provider, pathname, search]);

  const label = provider ? PROVIDER_LABEL[provider] : 'Social';
  const Icon = provider ? BRAND_ICON[provider] : null;
  const linking = (state.status === 'failed' ? state.intent : intent) === 'link';

  return (
    <div className={styles.page}>
      <section
        className={styles.card}
        aria-labelledby="social-title"
        aria-busy={state.status === 'working' || state.status === 'done'}
      >
        {state.status === 'profile' ? (
          <FinishProfileForm
            signup={state.signup}
            returnTo={state.returnTo}
            onExpired={(message) => setState({ status: 'failed', message, intent: 'login' })}
          />
        ) : (
          <div className={styles.center}>
            {state.status === 'failed' ? (
              <span className={`${styles.icon} ${styles.iconWarning}`} aria-hidden>
                <CircleAlert size={26} />
              </span>
            ) : Icon ? (
              <span className={styles.icon} aria-hidden>
                <Icon size={26} />
              </span>
            ) : null}
            <h1 id="social-title" className={styles.cardTitle}>
              {linking ? `Link ${label}` : `${label} sign-in`}
            </h1>
            {state.status === 'failed' ? (
              <Failed message={state.message} intent={state.intent} />
            ) : state.status === 'otp' ? (
              <>
                <p className={styles.lead}>
                  <Mail size={16} aria-hidden /> Enter the one-time code we sent to your email to finish signing in.
                </p>
                <Button block variant="secondary" onClick={() => navigateTo('/')}>
                  Go to Home
                </Button>
              </>
            ) : (
              <>
                <Spinner size={28} label={linking ? 'Linking' : 'Signing in'} />
                <p className={styles.lead}>
                  {linking ? `Linking your ${label} account...` : `Signing you in with ${label}...`}
                </p>
              </>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

function Failed({ message, intent }: { message: string; intent: OAuthIntent }) {
  return (
    <>
      <p className={styles.lead} role="alert">
        {message}
      </p>
      {intent === 'link' ? (
        <Button block onClick={() => navigateTo('/settings/profile')}>
          Back to Settings
        </Button>
      ) : (
        <div className={styles.actions} style={{ width: '100%' }}>
          <Button variant="secondary" onClick={() => navigateTo('/')}>
            Go to Home
          </Button>
          <Button onClick={() => openAuthDialog('login')}>Log In</Button>
        </div>
      )}
    </>
  );
}
