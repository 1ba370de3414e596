import type { Role } from '@crowns/contracts';
import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { DbOrTx } from '../client';
import { users } from '../schema';

type DemoUser = {
  label: string;
  email: string;
  password: string;
  username: string;
  role: Role;
  streamer?: boolean;
  bio?: string;
  timeZone: string;
};

/** Demo accounts with fixed, printed passwords. Avatars stay empty: the web draws the default avatar. */
export const DEMO_USERS: DemoUser[] = [
  {
    label: 'Viewer',
    email: 'demo@crowns.gg',
    password: 'Demo1234!',
    username: 'demo_viewer',
    role: 'user',
    bio: 'Here for the chaos. I fund the bounties you are too scared to try.',
    timeZone: 'America/New_York',
  },
  {
    label: 'Streamer',
    email: 'kai@crowns.gg',
    password: 'Demo1234!',
    username: 'kai_streams',
    role: 'user',
    streamer: true,
    bio: 'Variety streamer. Speedruns on Mondays, horror on Fridays.',
    timeZone: 'America/Los_Angeles',
  },
  {
    label: 'Streamer',
    email: 'luna@crowns.gg',
    password: 'Demo1234!',
    username: 'luna_live',
    role: 'user',
    streamer: true,
    bio: 'Cozy games, hard challenges. Bring your bounties.',
    timeZone: 'Europe/London',
  },
  {
    label: 'Streamer',
    email: 'rex@crowns.gg',
    password: 'Demo1234!',
    username: 'rexplays',
    role: 'user',
    streamer: true,
    bio: 'FPS grinder. No-scope requests welcome.',
    timeZone: 'America/Chicago',
  },
  {
    label: 'Streamer',
    email: 'mira@crowns.gg',
    password: 'Demo1234!',
    username: 'mira_tv',
    role: 'user',
    streamer: true,
    bio: 'IRL streams and cooking disasters.',
    timeZone: 'Europe/Berlin',
  },
  {
    label: 'Admin',
    email: 'admin@crowns.gg',
    password: 'Admin1234!',
    username: 'crowns_admin',
    role: 'admin',
    timeZone: 'UTC',
  },
  {
    label: 'Read-only admin',
    email: 'readonly@crowns.gg',
    password: 'Readonly1234!',
    username: 'crowns_readonly',
    role: 'read_only_admin',
    timeZone: 'UTC',
  },
];

/**
 * Inserts the demo accounts when the users table is empty; true when this call created them. Safe to run on
 * every start and from several instances at once (conflicting inserts are skipped).
 */
export async function seedDemoUsers(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const inserted = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => ({
        email: u.email,
        scUsername: u.username,
        passwordHash: hashes[i]!,
        birthdate: '1995-06-15',
        role: u.role,
        isVerified: true,
        isStreamer: u.streamer ?? false,
        bio: u.bio ?? null,
        timeZone: u.timeZone,
        // Established accounts: their votes count and their withdrawals skip the new-account review (decision 018).
        createdAt: sql`now() - interval '60 days'`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** The demo logins to print: those demo accounts that exist in this database. */
export async function demoLogins(db: DbOrTx) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_USERS.filter((u) => present.has(u.email)).map((u) => ({
    role: u.label,
    email: u.email,
    password: u.password,
  }));
}
