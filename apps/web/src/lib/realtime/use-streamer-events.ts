import { RT_EVENTS } from '@crowns/contracts';
import { useEffect, useRef } from 'react';
import { onSocketEvent } from '../socket';
import {
  type LiveStreamer,
  normalizeStreamer,
  type StreamerInactive,
  type StreamerStreamUpdate,
} from './live-streamers';

export type StreamerChange =
  | { kind: 'active'; streamer: LiveStreamer }
  | ({ kind: 'inactive' } & StreamerInactive)
  | ({ kind: 'update' } & StreamerStreamUpdate);

const ref = (p: unknown): p is { id: number | string; platform: string } =>
  !!p && typeof p === 'object' && 'id' in p && typeof (p as { platform?: unknown }).platform === 'string';

/** Hands each streamerActive / streamerInactive / streamerStreamUpdate event, checked, to `apply`. */
export function useStreamerEvents(apply: (change: StreamerChange) => void) {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    const subscriptions = [
      onSocketEvent(RT_EVENTS.streamerActive, (raw) => {
        const streamer = normalizeStreamer(raw);
        if (streamer) latest.current({ kind: 'active', streamer });
      }),
      onSocketEvent(RT_EVENTS.streamerInactive, (p) => {
        if (ref(p)) latest.current({ kind: 'inactive', id: p.id, platform: p.platform });
      }),
      onSocketEvent(RT_EVENTS.streamerStreamUpdate, (p) => {
        if (ref(p)) latest.current({ kind: 'update', ...(p as StreamerStreamUpdate) });
      }),
    ];
    return () => {
      for (const unsubscribe of subscriptions) unsubscribe();
    };
  }, []);
}
