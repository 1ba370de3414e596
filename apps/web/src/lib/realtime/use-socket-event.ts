import { useEffect, useRef } from 'react';
import { joinRoom, onSocketEvent, type RoomRequest } from '../socket';

/** Calls the latest `handler` for every `name` event of the tab's socket while the component is mounted. */
export function useSocketEvent<T = unknown>(name: string, handler: (payload: T, ...rest: unknown[]) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onSocketEvent(name, (payload, ...rest) => latest.current(payload as T, ...rest)), [name]);
}

/**
 * Joins a public user channel or a challenge room while mounted (and again after every reconnect).
 * `null` joins nothing, for pages that do not know the id yet.
 */
export function useJoinRoom(request: RoomRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => (key ? joinRoom(JSON.parse(key) as RoomRequest) : undefined), [key]);
}
