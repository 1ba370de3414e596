import type { FastifyRequest } from 'fastify';

export const isTimeZone = (tz: string | null | undefined): tz is string => {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The request's `timeZone` header when valid, else the stored user zone, else UTC. */
export function requestTimeZone(request: FastifyRequest, stored?: string | null) {
  const header = request.headers.timezone;
  if (typeof header === 'string' && isTimeZone(header)) return header;
  return isTimeZone(stored) ? stored : 'UTC';
}

/** Offset of `tz` from UTC at instant `ms`, in ms. */
function offsetAt(ms: number, tz: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(ms / 1000) * 1000;
}

/** The instant local midnight starts `ymd` (YYYY-MM-DD) in `tz`. */
export function startOfLocalDay(ymd: string, tz: string): Date {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let t = guess - offsetAt(guess, tz);
  const second = offsetAt(t, tz);
  if (guess - second !== t) t = guess - second;
  return new Date(t);
}

/** The local calendar date (YYYY-MM-DD) of an instant in `tz`. */
export const localDate = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export const addDays = (ymd: string, days: number) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** [start, end) of the local day containing `at`. */
export function localDayRange(at: Date, tz: string): [Date, Date] {
  const day = localDate(at, tz);
  return [startOfLocalDay(day, tz), startOfLocalDay(addDays(day, 1), tz)];
}

/** A real calendar date? (rejects 2026-02-30) */
export const isCalendarDate = (ymd: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(ymd) && new Date(`${ymd}T00:00:00Z`).toISOString().slice(0, 10) === ymd;
