import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import type { Clock } from './clock';
import { testClockEnabled } from './test-clock';

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
