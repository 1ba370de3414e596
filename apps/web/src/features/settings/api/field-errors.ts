import { ApiError } from '../../../lib/api';

/**
 * The form field a refused save is about: the validation answer's `field` (e.g. 'sc_username'), else the field
 * whose known message it is. Null when the error belongs to no field (network, 500, an ended session).
 */
export function erroredField<F extends string>(
  error: unknown,
  fields: readonly F[],
  byMessage: Partial<Record<string, F>> = {},
): F | null {
  if (!(error instanceof ApiError) || error.handled) return null;
  const named = typeof error.data.field === 'string' ? error.data.field.split('.')[0] : undefined;
  if (named && (fields as readonly string[]).includes(named)) return named as F;
  return byMessage[error.message] ?? null;
}
