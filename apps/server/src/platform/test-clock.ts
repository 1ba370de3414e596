import type { Env } from '../env';
import type { Clock } from './clock';

/** Real time moved forward by an offset: browser tests move it (POST /test/clock) while everything else runs. */
export class OffsetClock implements Clock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number) {
    this.offset += ms;
  }
}

/** The test clock and its route exist only for browser tests (E2E=true), never in production (env.ts refuses it). */
export const testClockEnabled = (env: Env) => env.E2E && env.NODE_ENV !== 'production';
