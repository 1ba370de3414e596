import type { Settings, UpdateSettingsBody } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../../lib/action-error';
import { api } from '../../../lib/api';
import { settingsKeys } from '../query-keys';
import type { SettingsPageData } from './settings';

/** PATCH /setting with any subset (emailPrefs merges) → the whole setting. */
export const updateSettings = (body: UpdateSettingsBody) =>
  api<{ status: number; setting: Settings }>('/setting', { method: 'PATCH', body }).then((r) => r.setting);

const applyPatch = (setting: Settings, patch: UpdateSettingsBody): Settings => ({
  ...setting,
  ...patch,
  emailPrefs: { ...setting.emailPrefs, ...patch.emailPrefs },
});

/**
 * Saves a switch optimistically: the page shows the new state at once, the server's answer replaces it, and a
 * refusal puts the state back and says why.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  const key = settingsKeys.settings();
  return useMutation({
    mutationKey: [...key, 'update'],
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<SettingsPageData>(key);
      if (before) client.setQueryData<SettingsPageData>(key, { ...before, setting: applyPatch(before.setting, patch) });
      return { before };
    },
    onError: (error, _patch, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toastActionError(error);
      // Other switches may have been saved meanwhile: read the truth rather than trust the snapshot.
      void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (setting) => {
      // While another switch is still saving, its optimistic state stays; the last answer writes the whole truth.
      if (client.isMutating({ mutationKey: [...key, 'update'] }) > 1) return;
      client.setQueryData<SettingsPageData>(key, (old) => (old ? { ...old, setting } : old));
    },
  });
}
