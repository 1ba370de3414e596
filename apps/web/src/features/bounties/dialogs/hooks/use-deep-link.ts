import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../../lib/session';
import { bountyQuery } from '../../api/get-bounty';
import { type BountyDialogState, closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { deepLinkTarget } from '../../relation';
import type { Bounty } from '../../types';
import { deepLinkIdOf, deepLinkStaleTime } from '../deep-link-prefetch';

/** Set while a dialog closes to go to another page: that page has no ?bountyId= to remove. */
let leaving = false;

/** Closes the bounty dialog and goes to `to` (removing the parameter then would undo that navigation). */
export function useLeaveTo() {
  const navigate = useNavigate();
  return (to: string) => {
    leaving = true;
    closeBountyDialog();
    void navigate(to);
  };
}

/** Spec 02 §4 "Deep link /?bountyId={id}"; a visitor sees the claim view (every action asks them to log in). */
export function deepLinkDialog(bounty: Bounty, userId: string | null | undefined) {
  if (!userId) return { kind: 'claim' as const, actionsDisabled: false };
  return deepLinkTarget(bounty, userId);
}

/**
 * A numeric ?bountyId= on any path opens the view chosen for the user (a non-numeric id is ignored, a failed fetch
 * silently); logging in re-opens it as that user sees it. Closing the last dialog removes the parameter.
 */
export function useDeepLink(state: BountyDialogState | null) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const userId = useSession()?.userId ?? null;
  const id = deepLinkIdOf(params);
  const handled = useRef<string | null>(null);
  const showing = state !== null && (state.props.deepLink === true || state.bountyId === id);

  useEffect(() => {
    if (id === 0) {
      handled.current = null;
      return;
    }
    const key = `${id}:${userId ?? ''}`;
    // Another dialog the user opened since is left alone.
    if (handled.current === key || (state !== null && !showing)) return;
    handled.current = key;
    let cancelled = false;
    client
      .fetchQuery({ ...bountyQuery(id), staleTime: deepLinkStaleTime(id, userId) })
      .then((bounty) => {
        if (cancelled) return;
        const { kind, actionsDisabled } = deepLinkDialog(bounty, userId);
        openBountyDialog(kind, { bounty, deepLink: true, actionsDisabled });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client, id, userId, state, showing]);

  // The last dialog closed: the share link has been used.
  const wasOpen = useRef(state !== null);
  useEffect(() => {
    const closed = wasOpen.current && state === null;
    wasOpen.current = state !== null;
    if (!closed) return;
    handled.current = null;
    if (leaving) {
      leaving = false;
      return;
    }
    if (!params.has('bountyId')) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('bountyId');
        return next;
      },
      { replace: true },
    );
  }, [state, params, setParams]);
}
