/**
 * True when a string anywhere in `value` (nested arrays and objects, keys included) holds U+0000. PostgreSQL cannot
 * store it in text and nobody types it, so every request input with one is refused (MSG.nulCharacter). Iterative, so
 * a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return false;
}
