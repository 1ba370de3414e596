/**
 * npm run admin:create -- --email admin@example.com --password 'S3cret!pass' [--username name] [--read-only]
 * Creates a verified admin, or promotes the existing account of that email. With embedded PGlite,
 * stop the running server first (one process at a time may open the data directory).
 */
import { parseArgs } from 'node:util';
import { PASSWORD_RULE } from '@crowns/contracts';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createOrPromoteAdmin } from '../modules/auth/admin-account';

const USAGE = `Usage: npm run admin:create -- --email <email> --password <password> [--username <name>] [--read-only]
Password: ${PASSWORD_RULE}`;

async function main() {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 1;
  }
  if (args.help || !args.email || !args.password) {
    console.error(USAGE);
    return args.help ? 0 : 1;
  }
  const env = loadEnv();
  const deps = await createDeps({ ...env, LOG_LEVEL: 'warn' });
  try {
    const result = await createOrPromoteAdmin(deps.database.db, {
      email: args.email,
      password: args.password,
      username: args.username,
      readOnly: args['read-only'],
    });
    console.log(
      `${result.action === 'created' ? 'Created' : 'Promoted'} ${result.role} #${result.id}: ${result.email} (${result.username}).`,
    );
    console.log('Log in with this email and password; a one-time code is mailed on every login.');
    return 0;
  } catch (err) {
    const issues = (err as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    if (issues) for (const i of issues) console.error(`${i.path.join('.')}: ${i.message}`);
    else console.error((err as Error).message);
    return 1;
  } finally {
    await deps.rateLimiter?.close();
    await deps.database.close();
  }
}

function parse() {
  return parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      'read-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
