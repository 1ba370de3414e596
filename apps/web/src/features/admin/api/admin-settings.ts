import type { AdminSetting, ConfigValue } from '@crowns/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONFIG_QUERY_ROOT } from '../../../lib/realtime/use-live-config';
import { adminKeys } from './types';

export const settingsKey = () => [...adminKeys.all, 'settings'] as const;

/** GET /admin/settings → every config key with its value, previous value and last change. */
export const listSettings = (signal?: AbortSignal) =>
  api<{ status: number; settings: AdminSetting[] }>('/admin/settings', { signal }).then((r) => r.settings);

export const settingsQuery = queryOptions({ queryKey: settingsKey(), queryFn: ({ signal }) => listSettings(signal) });

export const useAdminSettings = () => useQuery(settingsQuery);

export type SettingAnswer = { status: number; message: string; setting: AdminSetting };

/** PUT /admin/settings/{key} `{ value }`. */
export const updateSetting = ({ key, value }: { key: string; value: ConfigValue }) =>
  api<SettingAnswer>(`/admin/settings/${encodeURIComponent(key)}`, { method: 'PUT', body: { value } });

/** Refetches the settings, every config reader and the other admin lists (the audit log changed). */
export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all }),
        client.invalidateQueries({ queryKey: CONFIG_QUERY_ROOT }),
      ]),
  });
}
