// The cluster test's deploy folder: the compiled server and what `npm ci --omit=dev` installs for it, outside the
// repository, so the instances run with the production dependencies only (a runtime import of a dev dependency, or
// of anything the repository's node_modules has and the install has not, fails the test). Laid out as the
// Dockerfile's runtime stage: the root and workspace package.json files, the lockfile, apps/server/dist.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'packages/contracts/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'e2e/package.json',
];

/** Compiles the server to apps/server/dist-cluster when its sources are newer than the last build. */
export function buildIfStale(root, log) {
  const dist = join(root, 'apps/server/dist-cluster');
  const newest = (dir) => {
    let t = 0;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }
    return t;
  };
  const main = join(dist, 'main.js');
  const sources = Math.max(newest(join(root, 'apps/server/src')), newest(join(root, 'packages/contracts/src')));
  if (existsSync(main) && statSync(main).mtimeMs > sources) return dist;
  log('compiling the server (apps/server/dist-cluster)');
  execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--outdir', 'dist-cluster'], {
    cwd: root,
    stdio: 'inherit',
  });
  return dist;
}

/**
 * A folder under /tmp with the manifests, `npm ci --omit=dev --workspace apps/server` done in it (kept between runs
 * for the same manifests and Node version: the same lockfile installs the same tree) and a fresh copy of the bundle
 * at apps/server/dist. Answers the folder.
 */
export function prepareDeploy(root, dist, log) {
  const hash = createHash('sha256').update(process.version);
  for (const file of MANIFESTS) hash.update(file).update(readFileSync(join(root, file)));
  const dir = `/tmp/crowns-cluster-deploy-${hash.digest('hex').slice(0, 16)}`;
  // Node looks for packages in every parent folder: none of them may hold a node_modules.
  for (let up = dirname(dir); ; up = dirname(up)) {
    if (existsSync(join(up, 'node_modules'))) throw new Error(`${up}/node_modules would leak into the deploy folder`);
    if (up === dirname(up)) break;
  }
  const done = join(dir, '.installed');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    for (const file of MANIFESTS) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    }
    const started = Date.now();
    log('npm ci --omit=dev --workspace apps/server in the deploy folder');
    execFileSync(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--workspace',
        'apps/server',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      // Without the npm_* variables of `npm run` (its local prefix is the repository, not this folder).
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: withoutNpmVariables() },
    );
    writeFileSync(done, `${new Date().toISOString()} in ${Date.now() - started} ms\n`);
  }
  const bundle = join(dir, 'apps/server/dist');
  rmSync(bundle, { recursive: true, force: true });
  cpSync(dist, bundle, { recursive: true });
  return dir;
}

const withoutNpmVariables = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));

/** Whether `pkg` can be imported by the bundle in the deploy folder (Node's own resolution, from apps/server/dist). */
export function resolvableFromDeploy(dir, pkg) {
  try {
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(pkg)}).catch(() => process.exit(3))`],
      { cwd: join(dir, 'apps/server/dist'), stdio: 'ignore', env: { PATH: process.env.PATH } },
    );
    return true;
  } catch {
    return false;
  }
}
