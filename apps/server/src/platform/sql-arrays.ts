/**
 * A PostgreSQL array literal of numbers or booleans, passed as one parameter and cast in the statement
 * (`${pgArray(ids)}::bigint[]`): drizzle spreads a JS array into one parameter per element, and a batch read as
 * `unnest` of arrays is planned for a handful of rows (nested loops over the indexes), where jsonb_to_recordset's
 * guess of 100 rows made PostgreSQL hash whole tables.
 */
export function pgArray(values: readonly (number | boolean)[]) {
  for (const v of values)
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new TypeError(`not an integer: ${v}`);
  return `{${values.join(',')}}`;
}
