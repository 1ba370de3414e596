import { randomBytes } from 'node:crypto';
import type { Role } from '@crowns/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

export type AccessClaims = { sub: string; role: Role; typ: 'access' };
export type IdClaims = {
  sub: string;
  typ: 'id';
  email: string;
  sc_username: string;
  role: Role;
  image_url: string | null;
  isVerified: boolean;
};

/** Signs and verifies the access and id JWTs (HS256). Time comes from the injected clock. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string | undefined,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret ?? randomBytes(32).toString('hex'));
  }

  private async sign(claims: Record<string, unknown>, subject: string) {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TTL_SECONDS)
      .setIssuer('crowns')
      .sign(this.key);
  }

  signAccess(userId: number, role: Role) {
    return this.sign({ role, typ: 'access' }, String(userId));
  }

  signId(claims: Omit<IdClaims, 'sub' | 'typ'> & { id: number }) {
    const { id, ...rest } = claims;
    return this.sign({ ...rest, typ: 'id' }, String(id));
  }

  private async verify<T>(token: string, typ: string): Promise<T | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'crowns',
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload.typ === typ ? (payload as T) : null;
    } catch {
      return null;
    }
  }

  verifyAccess(token: string) {
    return this.verify<AccessClaims>(token, 'access');
  }

  verifyId(token: string) {
    return this.verify<IdClaims>(token, 'id');
  }
}
