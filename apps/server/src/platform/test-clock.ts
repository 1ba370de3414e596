import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
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

const DAY_MS = 86_400_000;
const clockBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * DAY_MS),
});

/**
 * POST /test/clock {advanceMs}: moves the clock forward, then runs one sweep (`sweep`: every module's due work) so whatever fell due (unclaimed
 * bounties, expired claims) is settled before the test looks. Registered only when `testClockEnabled`, and only
 * over a clock that can be moved.
 */
export async function registerTestClock(
  app: FastifyInstance,
  deps: AppDeps,
  sweep: (deps: AppDeps) => Promise<unknown>,
) {
  const clock = deps.clock as Clock & { advance?: (ms: number) => void };
  if (!testClockEnabled(deps.env) || typeof clock.advance !== 'function') return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/test/clock', { schema: { hide: true, body: clockBody } }, async (request) => {
      clock.advance!(request.body.advanceMs);
      const swept = await sweep(deps);
      return { status: 200, now: deps.clock.now().toISOString(), swept };
    });
}
