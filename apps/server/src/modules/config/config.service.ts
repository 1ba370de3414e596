import { CONFIG_DEFAULTS, CONFIG_KEYS, type ConfigKey } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readConfig } from './config.repo';

type Defaults = typeof CONFIG_DEFAULTS;
type Widen<T> = T extends boolean ? boolean : T extends number ? number : T extends readonly string[] ? string[] : T;
export type ConfigValues = { [K in ConfigKey]: Widen<Defaults[K]> };

/** Typed config reads; a missing or mistyped row falls back to the seeded default. */
export async function getConfig<K extends ConfigKey>(tx: DbOrTx, keys: readonly K[]): Promise<Pick<ConfigValues, K>> {
  return configWithDefaults(await readConfig(tx, keys), keys);
}

/** Typed values of `keys` from stored rows (key → JSON value); a missing or mistyped one is the default. */
export function configWithDefaults<K extends ConfigKey>(
  stored: Record<string, unknown>,
  keys: readonly K[],
): Pick<ConfigValues, K> {
  const out = {} as Record<string, unknown>;
  for (const key of keys) {
    const fallback = CONFIG_DEFAULTS[key];
    const value = stored[key];
    out[key] = typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback) ? value : fallback;
  }
  return out as Pick<ConfigValues, K>;
}

export async function getConfigValue<K extends ConfigKey>(tx: DbOrTx, key: K): Promise<ConfigValues[K]> {
  return (await getConfig(tx, [key]))[key];
}

/** Only the spec's keys are readable through the public config call. */
export const publicConfigKeys = (keys: readonly string[] | undefined): ConfigKey[] =>
  keys && keys.length > 0 ? (keys.filter((k) => (CONFIG_KEYS as string[]).includes(k)) as ConfigKey[]) : CONFIG_KEYS;

/** Whether `crowns` is worth at least `usd` dollars at the configured cc_per_usd (minimum rewards and prizes). */
export async function worthAtLeastUsd(tx: DbOrTx, crowns: number, usd: number) {
  const { cc_per_usd } = await getConfig(tx, ['cc_per_usd']);
  return crowns >= usd * cc_per_usd;
}
