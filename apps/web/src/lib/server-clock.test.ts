import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock';

afterEach(resetServerClock);

describe('server clock', () => {
  it('follows a server an hour ahead, from the Date header of an answer', () => {
    const local = Date.now();
    noteServerDate(new Date(local + 3_600_000).toUTCString(), local);
    expect(Math.abs(serverNow() - (Date.now() + 3_600_000))).toBeLessThan(1_600);
  });

  it('ignores the header’s second rounding and missing or broken headers', () => {
    const local = Date.now();
    noteServerDate(new Date(local).toUTCString(), local);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    noteServerDate(null);
    noteServerDate('not a date');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });
});
