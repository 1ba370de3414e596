import { useEffect } from 'react';
import { api } from '../api';
import { currentUserKey } from '../current-user';
import { WALLET_QUERY_KEY } from '../refresh-money';
import { useSession } from '../session';
import { type SocketAuth, startSocket } from '../socket';
import { useRefetchOnConnect } from './use-refetch-on-connect';

const MONEY_KEYS = [WALLET_QUERY_KEY, currentUserKey];

/** An authenticated call: a 401 makes the API client refresh the tokens (or end the session when it cannot). */
const refreshTokens = () => api('/users/me');

/**
 * Opens the tab's socket (mount once, in the shell) with the session's tokens and follows login, logout and token
 * refreshes; after every (re)connect the wallet and the current user are refetched. Features add their own queries
 * with `useRefetchOnConnect`.
 */
export function useRealtimeConnection() {
  const session = useSession();
  const userId = session?.userId;
  const accessToken = session?.accessToken;
  const idToken = session?.idToken;

  useEffect(() => {
    const auth: SocketAuth = userId && accessToken && idToken ? { userId, accessToken, idToken } : null;
    void startSocket({ auth, onUnauthorized: refreshTokens }).catch((error: unknown) =>
      console.warn('realtime: the socket client could not load', error),
    );
  }, [userId, accessToken, idToken]);

  useRefetchOnConnect(MONEY_KEYS);
}
