import { afterAll, afterEach } from 'vitest';

/**
 * A DeprecationWarning fails the test that caused it: today's warning is tomorrow's error (pg 9 turns two queries on
 * one client at once into one). Node prints each deprecation once per process, so it is caught the first time.
 */
Error.stackTraceLimit = 40;
const seen: Error[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning') seen.push(warning);
});

function failOnDeprecations() {
  const first = seen.splice(0)[0];
  if (first) throw new Error(`DeprecationWarning: ${first.message}\n${first.stack ?? ''}`);
}
afterEach(failOnDeprecations);
afterAll(failOnDeprecations);
