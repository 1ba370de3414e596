/** `a=1&b=x` from the defined, non-empty values (undefined and '' are left out). */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}
