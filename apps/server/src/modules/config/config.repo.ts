import { CONFIG_DEFAULTS, type ConfigKey, type ConfigValue } from '@crowns/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { config } from '../../db/schema';

export async function readConfig(tx: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return {};
  const rows = await tx
    .select()
    .from(config)
    .where(inArray(config.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value as ConfigValue]));
}

export async function writeConfig(tx: DbOrTx, key: string, value: ConfigValue) {
  await tx
    .insert(config)
    .values({ key, value })
    .onConflictDoUpdate({ target: config.key, set: { value, updatedAt: sql`now()` } });
}

/** Inserts every spec config key that is missing; existing values are kept. */
export async function seedConfigDefaults(tx: DbOrTx) {
  const values = (Object.keys(CONFIG_DEFAULTS) as ConfigKey[]).map((key) => ({
    key,
    value: CONFIG_DEFAULTS[key] as ConfigValue,
  }));
  await tx.insert(config).values(values).onConflictDoNothing();
}
