import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../lib/server-clock';

export type Clock = () => number;
const systemClock: Clock = serverNow;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Remaining time per spec 01 §9: days, hours and minutes when a day or more remains ("2d 04h 17m"),
 * otherwise hours, minutes and seconds ("04:17:09"). Past targets read as zero.
 */
export function formatRemaining(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days >= 1) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

function spoken(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days >= 1) return `${days} days ${hours} hours ${minutes} minutes left`;
  return `${hours} hours ${minutes} minutes ${total % 60} seconds left`;
}

export type CountdownProps = {
  target: Date | string | number;
  /** Current time source; tests pass a fixed or manual clock. */
  now?: Clock;
  /** Called once when the target is reached. */
  onEnd?: () => void;
  className?: string;
};

/** A ticking countdown with tabular numbers; updates every second. */
export function Countdown({ target, now = systemClock, onEnd, className }: CountdownProps) {
  const end = new Date(target).getTime();
  const [current, setCurrent] = useState(now);
  const remaining = end - current;
  const ended = !(remaining > 0);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    setCurrent(now());
    const id = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(id);
  }, [now]);

  useEffect(() => {
    if (ended) onEndRef.current?.();
  }, [ended]);

  return (
    <time
      className={`tabular ${className ?? ''}`}
      dateTime={Number.isFinite(end) ? new Date(end).toISOString() : undefined}
    >
      <span aria-hidden>{formatRemaining(remaining)}</span>
      <span className="sr-only">{spoken(remaining)}</span>
    </time>
  );
}
