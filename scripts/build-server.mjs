#!/usr/bin/env node
// `npm run build -w apps/server`: compiles the server to JavaScript in apps/server/dist (decision 020).
// One esbuild bundle per entry point with every npm dependency left external (a production install has them) and
// the workspace's TypeScript packages (@crowns/contracts) compiled in; the files the code reads beside itself
// (SQL migrations, the neutral poster) are copied next to the bundle, and every `new URL(..., import.meta.url)` in
// the output is checked to exist, so the compiled server finds what the sources found.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
// --outdir <name>: another folder directly inside apps/server (the test builds there); same depth as src/, so the
// paths the code resolves relative to itself (the repository root, apps/web/dist) stay right.
const outArg = process.argv.indexOf('--outdir');
const out = join(server, outArg > 0 ? process.argv[outArg + 1] : 'dist');
if (dirname(out) !== server || !/^dist(-[\w-]+)?$/.test(basename(out))) {
  console.error('--outdir must be dist or dist-<name>, directly inside apps/server (it is emptied first)');
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
const runtimeDeps = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);

/** Files read at run time relative to the module that reads them: source path -> path inside dist. */
const ASSETS = [
  ['src/db/migrations', 'migrations'],
  ['src/modules/uploads/neutral-poster.jpg', 'neutral-poster.jpg'],
];

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** npm packages stay external, and must be runtime dependencies: `npm ci --omit=dev` installs nothing else. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(packageName(args.path))) return { external: true };
      if (args.path.startsWith('@crowns/')) return undefined;
      const name = packageName(args.path);
      if (runtimeDeps.has(name)) return { external: true };
      return {
        errors: [
          {
            text: `${name} (imported by ${relative(root, args.importer)}) is not in apps/server's dependencies: a production install would not have it`,
          },
        ],
      };
    });
  },
};

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: server,
  entryPoints: { main: 'src/main.ts', 'admin-create': 'src/scripts/admin-create.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Bundled CommonJS (none today) would need require; externals are imported, never required.
  banner: {
    js: "import { createRequire as __crownsRequire } from 'node:module';\nconst require = __crownsRequire(import.meta.url);",
  },
  plugins: [externals],
  logLevel: 'warning',
  metafile: true,
});

for (const [from, to] of ASSETS) {
  mkdirSync(dirname(join(out, to)), { recursive: true });
  cpSync(join(server, from), join(out, to), { recursive: true });
}

const missing = [];
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
  const path = join(server, file);
  const code = readFileSync(path, 'utf8');
  for (const [, rel] of code.matchAll(/new URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url\s*\)/g)) {
    const target = fileURLToPath(new URL(rel, `file://${path}`));
    if (existsSync(target)) continue;
    // The web app is built separately (npm run build builds it first) and WEB_DIST may point elsewhere.
    if (target === join(root, 'apps/web/dist'))
      console.warn('apps/web/dist is not built yet: the server serves no web app until it is (or WEB_DIST is set)');
    else missing.push(`${relative(root, path)}: ${rel} -> ${relative(root, target) || '.'}`);
  }
}
if (missing.length > 0) {
  console.error(`The compiled server reads files that are not in the build:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Server compiled to ${relative(root, out)}/ (main.js, admin-create.js, migrations/)`);
