import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { hashPassword } from '../platform/passwords';

export const TEST_PASSWORD = 'Passw0rd!';
let testPasswordHash: Promise<string> | undefined;

export type TestUser = typeof users.$inferSelect;

let counter = 0;

/**
 * Inserts a user directly (no auth module involved). Defaults: a unique email and username, role user,
 * verified, password TEST_PASSWORD (hashed once per test file unless another password is given).
 */
export async function createUser(
  deps: AppDeps,
  opts: {
    email?: string;
    username?: string;
    role?: Role;
    verified?: boolean;
    suspended?: boolean;
    streamer?: boolean;
    password?: string;
    birthdate?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const tag = `${process.pid.toString(36)}${counter}`;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = opts.password ? await hashPassword(opts.password) : await testPasswordHash;
  const [row] = await deps.database.db
    .insert(users)
    .values({
      email: (opts.email ?? `user${tag}@example.com`).toLowerCase(),
      scUsername: opts.username ?? `user_${tag}`,
      passwordHash,
      birthdate: opts.birthdate ?? '1990-01-15',
      role: opts.role ?? 'user',
      isVerified: opts.verified ?? true,
      isStreamer: opts.streamer ?? false,
      suspendedAt: opts.suspended ? deps.clock.now() : null,
    })
    .returning();
  return row!;
}

/**
 * The `accessToken` + `idToken` headers of a signed-in user, signed with the app's token service, for a new session
 * (a live refresh-token family, which the auth guard checks on every request).
 */
export async function authHeaders(
  deps: AppDeps,
  user: Pick<TestUser, 'id' | 'email' | 'scUsername' | 'role' | 'imageUrl' | 'isVerified'>,
) {
  const sessionId = randomUUID();
  await deps.database.db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sessionId,
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(deps.clock.now().getTime() + 30 * 24 * 3_600_000),
  });
  const [accessToken, idToken] = await Promise.all([
    deps.tokens.signAccess(user.id, user.role, sessionId),
    deps.tokens.signId({
      id: user.id,
      email: user.email,
      sc_username: user.scUsername,
      role: user.role,
      image_url: user.imageUrl,
      isVerified: user.isVerified,
    }),
  ]);
  return { accessToken, idToken };
}

/** Reloads a user row (to assert database state after a call). */
export async function reloadUser(deps: AppDeps, id: number) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
