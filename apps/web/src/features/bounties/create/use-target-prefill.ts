import { BOUNTY_MSG as M } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { userByNameQuery } from '../api/user-suggestions';
import type { CreateDraft } from './draft';
import type { DraftContext } from './draft-schema';

/** The name in a `@username` route slug, or null. */
export const slugName = (handle: string | undefined) => {
  const name = handle?.startsWith('@') ? handle.slice(1).trim() : '';
  return name || null;
};

/**
 * Pre-fills the target from the route's `@username` (spec 02 §2) until `active` turns off (after a bounty is created).
 * Returns whether the target is locked to the preset user.
 */
export function useTargetPrefill(
  form: UseFormReturn<CreateDraft, DraftContext, CreateDraft>,
  name: string | null,
  active: boolean,
): { locked: boolean; loading: boolean } {
  const enabled = Boolean(name) && active;
  const found = useQuery({ ...userByNameQuery(name ?? ''), enabled });
  const user = enabled ? found.data : undefined;

  useEffect(() => {
    if (user === undefined) return;
    if (user === null) {
      form.setError('targetText', { message: M.targetNotFound });
      return;
    }
    form.setValue('targetUser', user);
    form.setValue('targetText', `@${user.sc_username}`);
    form.clearErrors('targetText');
  }, [user, form]);

  return { locked: Boolean(user), loading: enabled && found.isPending };
}
