// Builds apps/web when its sources are newer than the bundle. Used by `npm start` and the e2e setup.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

export function buildWebIfStale() {
  const stale =
    !existsSync(bundle) || Math.max(...sources.map((p) => newest(join(root, p)))) > statSync(bundle).mtimeMs;
  if (!stale) return;
  console.log('Building the web app…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
}
