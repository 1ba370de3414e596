// Migrations run once when several instances boot at the same time (decision 020). The test holds the migration
// lock on the empty database, starts the compiled servers, sees every one of them queued on that lock, lets go, and
// then: every instance becomes ready, exactly one applied the migrations (its boot log says how many), the others
// applied none, and the journal holds each migration once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** How many migrations an instance's log says it applied (the line is only written when it applied some). */
function appliedIn(logText) {
  let applied = 0;
  for (const line of logText.split('\n')) {
    if (!line.includes('database migrations applied')) continue;
    try {
      applied += Number(JSON.parse(line).applied ?? 0);
    } catch {}
  }
  return applied;
}

/**
 * `ctx`: the run's startInstance(name, env) (resolves when ready), logOf(name), check, sleep, log. The instances boot
 * with LOG_LEVEL=info so the migrator's line is written.
 */
export async function bootTogether(ctx, { names, databaseUrl, deploy }) {
  const { startInstance, logOf, check, sleep, log } = ctx;
  const dist = join(deploy, 'apps/server/dist');
  const key = Number(readFileSync(join(dist, 'main.js'), 'utf8').match(/MIGRATION_LOCK_KEY = (\d+)/)?.[1]);
  check(Number.isSafeInteger(key), 'the bundle names its migration lock');
  const journal = JSON.parse(readFileSync(join(dist, 'migrations/meta/_journal.json'), 'utf8')).entries.length;

  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    check(
      (await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as t`)).rows[0].t === null,
      'the database starts empty',
    );
    await holder.query('select pg_advisory_lock($1)', [key]);
    const ready = names.map((name) => startInstance(name, { LOG_LEVEL: 'info' }));
    // Awaited below; an instance exiting early must not be an unhandled rejection meanwhile.
    for (const p of ready) p.catch(() => {});
    const waiting = async () =>
      (
        await holder.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted
             and database = (select oid from pg_database where datname = current_database())`,
          [key],
        )
      ).rows[0].n;
    let queued = 0;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      queued = await waiting();
      if (queued >= names.length) break;
      await sleep(100);
    }
    check(queued === names.length, `${names.length} instances queued on the migration lock (${queued})`);
    await holder.query('select pg_advisory_unlock($1)', [key]);
    await Promise.all(ready);
    check(true, `${names.length} instances booted together are all ready`);

    const applied = names.map((name) => appliedIn(logOf(name)));
    const sorted = [...applied].sort((a, b) => b - a);
    check(
      sorted[0] === journal && sorted.slice(1).every((n) => n === 0),
      `one instance applied the ${journal} migrations, the others none (${applied})`,
    );
    const [{ n }] = (await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows;
    check(n === journal, `the journal holds each migration once (${n} of ${journal})`);
    log(`${names.length} instances booted together: migrations applied once (${applied})`);
  } finally {
    await holder.end();
  }
}
