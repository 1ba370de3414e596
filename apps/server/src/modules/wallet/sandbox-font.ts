import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The URL of the web build's Inter (latin, variable) so the sandbox checkout uses the product's font; null without a
 * build (the page then falls back to the system font stack).
 */
export function interFontUrl(webDist: string): string | null {
  try {
    const file = readdirSync(join(webDist, 'assets')).find((f) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
}
