import { STORAGE_KEYS } from '@crowns/contracts';

type Key = keyof typeof STORAGE_KEYS;

/** localStorage under the spec's key names; never throws (private mode, quota). */
export const storage = {
  get(key: Key): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string) {
    try {
      localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {}
  },
  remove(key: Key) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {}
  },
};
