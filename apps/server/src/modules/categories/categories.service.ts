import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { categories } from '../../db/schema';

/** The seeded categories; `icon`/`active_icon` are lucide icon names the web maps to its icon set. */
export const CATEGORY_SEED = [
  { name: 'Gaming', icon: 'gamepad-2' },
  { name: 'IRL', icon: 'map-pin' },
  { name: 'Just Chatting', icon: 'message-circle' },
  { name: 'Music', icon: 'music' },
  { name: 'Sports', icon: 'trophy' },
  { name: 'Art', icon: 'palette' },
  { name: 'Fitness', icon: 'dumbbell' },
  { name: 'Cooking', icon: 'chef-hat' },
  { name: 'Comedy', icon: 'laugh' },
  { name: 'Challenges', icon: 'flame' },
] as const;

/** Idempotent: inserts the missing categories, leaves existing ones alone. */
export async function seedCategories(tx: DbOrTx) {
  await tx
    .insert(categories)
    .values(CATEGORY_SEED.map((c, position) => ({ name: c.name, icon: c.icon, activeIcon: c.icon, position })))
    .onConflictDoNothing();
}

const view = (c: typeof categories.$inferSelect) => ({
  id: c.id,
  name: c.name,
  icon: c.icon,
  active_icon: c.activeIcon,
});

export async function listCategories(tx: DbOrTx) {
  const rows = await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map(view);
}

/** Categories by the number of bounties created in them over the last 7 days, then by position. */
export async function trendingCategories(tx: DbOrTx, now: Date, limit = 10) {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const counts = await rowsOf<{ name: string; n: number }>(
    tx,
    sql`select c as name, count(*)::int as n from bounties, unnest(categories) c
        where created_at >= ${since}::timestamptz and deleted_at is null group by c`,
  );
  const byName = new Map(counts.map((r) => [r.name, Number(r.n)]));
  const all = await tx.select().from(categories).orderBy(asc(categories.position));
  return all
    .map((c) => ({ ...view(c), bountyCount: byName.get(c.name) ?? 0, position: c.position }))
    .sort((a, b) => b.bountyCount - a.bountyCount || a.position - b.position)
    .slice(0, limit)
    .map(({ position: _p, ...c }) => c);
}

/** Canonical names of the known categories among `names` (case-insensitive). */
export async function knownCategories(tx: DbOrTx, names: string[]) {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const rows = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, lower));
  return rows.map((r) => r.name);
}
