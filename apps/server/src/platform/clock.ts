/** Injectable time source; tests move time with a ManualClock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The HTTP Date header of a clock's now, formatted once per second (every answer carries it). */
export function httpDate(clock: Clock): () => string {
  let second = Number.NaN;
  let formatted = '';
  return () => {
    const now = clock.now().getTime();
    const current = Math.floor(now / 1000);
    if (current !== second) {
      second = current;
      formatted = new Date(now).toUTCString();
    }
    return formatted;
  };
}
