import type { Account, Settings } from '@crowns/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserKey } from '../../../lib/current-user';
import { settingsKeys } from '../query-keys';

export type SettingsPageData = { setting: Settings; account: Account };

/** GET /setting → setting (notifications) and account (the signed-in user's own fields). */
export const fetchSettings = () =>
  api<SettingsPageData & { status: number }>('/setting').then(({ setting, account }) => ({ setting, account }));

export const settingsQuery = () => queryOptions({ queryKey: settingsKeys.settings(), queryFn: fetchSettings });

export const useSettings = () => useQuery(settingsQuery());

/**
 * After the account changed (profile fields, images, email): the page shows the server's account at once and the
 * shell (header avatar, menu) reads the user again.
 */
export function useAccountSaved() {
  const client = useQueryClient();
  return (account: Account) => {
    client.setQueryData<SettingsPageData>(settingsKeys.settings(), (old) => (old ? { ...old, account } : old));
    void client.invalidateQueries({ queryKey: currentUserKey });
    // Profile pages of this user (any feature keeps them under ['profiles']).
    void client.invalidateQueries({ queryKey: ['profiles'] });
  };
}
