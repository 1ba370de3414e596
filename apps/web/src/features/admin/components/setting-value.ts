import { type AdminSetting, type ConfigKey, SETTINGS_META, type SettingKind } from '@crowns/contracts';

/** The unit shown beside a number input. */
export const UNIT: Partial<Record<SettingKind, string>> = {
  integer: 'crowns',
  count: 'claims',
  percent: '%',
  usd: 'USD',
  hours: 'hours',
  megabytes: 'MB',
};

export const kindOf = (key: string): SettingKind => SETTINGS_META[key as ConfigKey].kind;

/** A value as read in the page: "On", "10%", "$20", "3 rules", "mp4, webm". */
export function valueText(kind: SettingKind, value: AdminSetting['value'] | null): string {
  if (value === null) return '—';
  if (Array.isArray(value)) {
    if (kind === 'rules') return value.length === 1 ? '1 rule' : `${value.length} rules`;
    return value.join(', ');
  }
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value !== 'number') return String(value);
  const n = value.toLocaleString('en-US');
  if (kind === 'percent') return `${n}%`;
  if (kind === 'usd') return `$${n}`;
  if (kind === 'integer') return `${n} crowns`;
  if (kind === 'count') return `${n} claims`;
  if (kind === 'hours') return `${n} hours`;
  if (kind === 'megabytes') return `${n} MB`;
  return n;
}
