import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markFirstPageLoaded } from '../lib/after-first-page';

// Tests render their pages directly, with their code at hand: deferred work (useAfterFirstPage) waits only for the
// page's data, as in the app once its first page has loaded.
markFirstPageLoaded();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
