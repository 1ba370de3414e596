import {
  type AdminSetting,
  CONFIG_KEYS,
  type ConfigKey,
  type ConfigUpdatedPayload,
  type ConfigValue,
  ROOMS,
  RT_EVENTS,
  SETTING_RULES,
  SETTINGS_META,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest } from '../../platform/errors';
import { recordEvent } from '../../platform/events/outbox';
import { writeAudit } from '../audit/audit.repo';
import { readConfig, writeConfig } from '../config/config.repo';
import { configWithDefaults } from '../config/config.service';
import { CONFIG_UPDATE_ACTION, type LastChange, lastChanges, lockConfigRow } from './admin-settings.repo';

const toSetting = (key: ConfigKey, value: ConfigValue, change: LastChange | undefined): AdminSetting => {
  const { group, label, help, moneyAffecting } = SETTINGS_META[key];
  return {
    key,
    value: value as AdminSetting['value'],
    previousValue: (change?.old ?? null) as AdminSetting['previousValue'],
    changedBy: change?.by ?? null,
    changedAt: change?.at.toISOString() ?? null,
    moneyAffecting,
    group,
    label,
    help,
  };
};

/** Every config key, typed (a missing or mistyped row reads as its default), in the page's order. */
export async function listSettings(deps: AppDeps): Promise<AdminSetting[]> {
  const { db } = deps.database;
  const [stored, changes] = await Promise.all([readConfig(db, CONFIG_KEYS), lastChanges(db)]);
  const values = configWithDefaults(stored, CONFIG_KEYS);
  const order = Object.keys(SETTINGS_META) as ConfigKey[];
  return order.map((key) => toSetting(key, values[key] as ConfigValue, changes.get(key)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Validates `raw` with the key's rule and stores it, with its audit row (old and new value) and the public
 * configUpdated event in the same transaction: every instance's clients refetch their config once it commits.
 * Setting the current value again changes nothing and is not audited.
 */
export async function updateSetting(deps: AppDeps, actor: AuthUser, key: ConfigKey, raw: unknown) {
  const parsed = SETTING_RULES[key].safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid value.');
  const value = parsed.data;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await lockConfigRow(tx, key);
    const old = configWithDefaults(row ? { [key]: row.value } : {}, [key])[key] as ConfigValue;
    if (same(old, value)) return;
    await writeConfig(tx, key, value);
    await writeAudit(
      tx,
      {
        actorId: actor.id,
        action: CONFIG_UPDATE_ACTION,
        targetType: 'config',
        targetId: key,
        data: { old, new: value },
      },
      now,
    );
    const payload: ConfigUpdatedPayload = { key, value };
    await recordEvent(tx, { name: RT_EVENTS.configUpdated, rooms: [ROOMS.public], payload }, now);
  });
  const settings = await listSettings(deps);
  return settings.find((s) => s.key === key)!;
}
