import { z } from 'zod';

const DIGITS = /^\d+$/;

type Options = {
  /** Message for a fraction or for text that is not digits (defaults to `message`). */
  whole?: string;
  /** Upper bound and its message. */
  max?: [number, string];
};

/**
 * A positive safe integer written as digits: a JSON integer, or a string of ASCII digits (form fields and multipart
 * bodies are text). Nothing is coerced: booleans, arrays, objects, hex, binary, exponents, signs and fractions are
 * refused, with `message` (missing, empty, zero or not a number or text) or `opts.whole` (a fraction, other text).
 */
export function positiveIntegerSchema(message: string, opts: Options = {}) {
  const whole = opts.whole ?? message;
  let number = z.number({ error: message }).positive({ error: message });
  if (opts.max) number = number.max(opts.max[0], { error: opts.max[1] });
  number = number.max(Number.MAX_SAFE_INTEGER, { error: message }).int({ error: whole });
  const digits = z.string({ error: message }).trim().min(1, { error: message }).regex(DIGITS, { error: whole });
  // Each branch carries the message too: form resolvers show a branch's message when no branch matches.
  return z
    .union([z.number({ error: message }), digits], { error: message })
    .transform(Number)
    .pipe(number);
}

/** Every amount of crowns a request carries (rewards, antes, purchases, promo credits): one rule for all. */
export const crownsSchema = positiveIntegerSchema;
