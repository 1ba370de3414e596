import { vi } from 'vitest';

/** Replaces `Image` and records every URL the code starts downloading through `new Image().src`. */
export function imageLoads() {
  const loaded: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(url: string) {
        loaded.push(url);
      }
    },
  );
  return loaded;
}
