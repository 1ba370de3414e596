import { PlatformCallError, platformFetch } from './platform-fetch';

export type AppToken = { accessToken: string; expiresAt: Date };

/** A token is renewed this long before it expires (or at half its life when it lives shorter than twice this). */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * An app access token by client credentials (Twitch: id.twitch.tv/oauth2/token, Kick: id.kick.com/oauth/token),
 * cached until shortly before it expires and shared by everyone asking: concurrent callers wait for the same
 * request, so one token serves the poll and GET /auth/generate-twitch-token.
 */
export class AppTokenSource {
  private cached: (AppToken & { renewAt: number }) | null = null;
  private pending: Promise<AppToken> | null = null;

  constructor(
    private readonly tokenUrl: string,
    readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  get(): Promise<AppToken> {
    if (this.cached && Date.now() < this.cached.renewAt) return Promise.resolve(this.cached);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the token (the platform answered 401 to it): the next get() asks for a new one. */
  invalidate(token: string) {
    if (this.cached?.accessToken === token) this.cached = null;
  }

  private async fetchToken(): Promise<AppToken> {
    const body = new URLSearchParams({
      client_id: this.clientId,
      client_secret: this.clientSecret,
      grant_type: 'client_credentials',
    });
    const answer = (await platformFetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })) as { access_token?: unknown; expires_in?: unknown };
    const lifetimeMs = Number(answer.expires_in) * 1000;
    if (typeof answer.access_token !== 'string' || !(lifetimeMs > 0))
      throw new PlatformCallError(this.tokenUrl, 200, 'the token answer has no access_token or expires_in');
    const now = Date.now();
    const token = { accessToken: answer.access_token, expiresAt: new Date(now + lifetimeMs) };
    this.cached = { ...token, renewAt: now + lifetimeMs - Math.min(RENEW_BEFORE_MS, lifetimeMs / 2) };
    return token;
  }
}
