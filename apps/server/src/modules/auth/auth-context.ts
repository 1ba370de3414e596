import { createHmac } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../platform/mailer';
import { RateLimiter } from '../../platform/rate-limit';
import { AUTH_LIMITS, type AuthLimitName } from './auth-limits';

/** What the auth services need, built once from the app deps. */
export function createAuthContext(deps: AppDeps) {
  const limiter = deps.rateLimiter ?? new RateLimiter({ clock: deps.clock });
  const baseUrl = (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');
  return {
    db: deps.database.db,
    clock: deps.clock,
    tokens: deps.tokens,
    logger: deps.logger,
    /** Absolute link into the web app, e.g. link('/verify-email', {token}). */
    link: (path: string, query: Record<string, string>) => `${baseUrl}${path}?${new URLSearchParams(query)}`,
    /** Counts one request against a named limit; throws 429 when it is used up. */
    limit: (name: AuthLimitName, key: string) => limiter.consume(name, key, AUTH_LIMITS[name]),
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
