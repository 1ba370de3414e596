import { type AppDeps, inTransaction } from '../../deps';
import { seedDemoEnabled } from '../../env';
import { seedCategories } from '../../modules/categories/categories.service';
import { seedConfigDefaults } from '../../modules/config/config.repo';
import { seedReportCategories } from '../../modules/reports/report-categories';
import { seedDemoBounties } from './demo-bounties';
import { seedDemoChallenges } from './demo-challenges';
import { seedDemoSocial } from './demo-social';
import { demoLogins, seedDemoUsers } from './demo-users';

export type SeedResult = { logins: { role: string; email: string; password: string }[] };

/**
 * Idempotent: config defaults, categories and report reasons always; demo data once, on an empty database, when
 * SEED_DEMO is on, in one transaction.
 */
export async function runSeed(deps: AppDeps): Promise<SeedResult> {
  const { db } = deps.database;
  await seedConfigDefaults(db);
  await seedCategories(db);
  await seedReportCategories(db);
  if (!seedDemoEnabled(deps.env)) return { logins: [] };
  // All demo data or none: a start killed halfway leaves no demo users, so the next start seeds everything again.
  // The services the demo goes through run on the same transaction (theirs become savepoints).
  await db.transaction(async (tx) => {
    if (!(await seedDemoUsers(tx))) return;
    const inTx = inTransaction(deps, tx);
    await seedDemoSocial(inTx);
    await seedDemoBounties(inTx);
    await seedDemoChallenges(inTx);
  });
  return { logins: await demoLogins(db) };
}
