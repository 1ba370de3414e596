import { createHmac } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../platform/mailer';
import { RateLimiter } from '../../platform/rate-limit';
import type { SocketsOf } from '../../platform/realtime/gateway';
import { AUTH_LIMITS, type AuthLimitName, loginDelayMs } from './auth-limits';

/** The web app's origin as mails link to it (PUBLIC_URL, else this server). */
export const publicBaseUrl = (deps: AppDeps) =>
  (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');

/** What the auth services need, built once from the app deps (and the realtime gateway's socket closer). */
export function createAuthContext(deps: AppDeps, endSockets: (of: SocketsOf) => void = () => {}) {
  const limiter = deps.rateLimiter ?? new RateLimiter({ clock: deps.clock });
  const baseUrl = publicBaseUrl(deps);
  return {
    db: deps.database.db,
    clock: deps.clock,
    tokens: deps.tokens,
    logger: deps.logger,
    /** Absolute link into the web app, e.g. link('/verify-email', {token}). */
    link: (path: string, query: Record<string, string>) => `${baseUrl}${path}?${new URLSearchParams(query)}`,
    /** Counts one request against a named limit; throws 429 when it is used up. */
    limit: (name: AuthLimitName, key: string) => limiter.consume(name, key, AUTH_LIMITS[name]),
    /** Counts one login attempt on an account and waits longer the further past its soft limit (never refuses). */
    slowLogin: async (email: string) => {
      const wait = loginDelayMs(await limiter.excess('login:account', email, AUTH_LIMITS['login:account']));
      if (wait > 0) await setTimeout(wait);
    },
    /** Closes the sockets of ended sessions on every instance; call after the revocation committed. */
    endSockets,
    /** Short codes are keyed with the server secret, so a leaked table alone does not reveal them. */
    codeHash: (code: string) => createHmac('sha256', deps.secret).update(code).digest('hex'),
    /** A failed delivery is logged, not shown: the account change stands and the user can ask again. */
    sendMail: async (mail: Mail) => {
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        deps.logger.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed');
      }
    },
  };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
