import type { AppDeps } from '../../deps';
import { seedDemoEnabled } from '../../env';
import { seedCategories } from '../../modules/categories/categories.service';
import { seedConfigDefaults } from '../../modules/config/config.repo';
import { seedReportCategories } from '../../modules/reports/report-categories';
import { seedDemoBounties } from './demo-bounties';
import { seedDemoSocial } from './demo-social';
import { demoLogins, seedDemoUsers } from './demo-users';

export type SeedResult = { logins: { role: string; email: string; password: string }[] };

/** Idempotent: config defaults, categories and report reasons always; demo data once, on an empty database, when SEED_DEMO is on. */
export async function runSeed(deps: AppDeps): Promise<SeedResult> {
  const { db } = deps.database;
  await seedConfigDefaults(db);
  await seedCategories(db);
  await seedReportCategories(db);
  if (!seedDemoEnabled(deps.env)) return { logins: [] };
  if (await seedDemoUsers(db)) {
    await seedDemoSocial(deps);
    await seedDemoBounties(deps);
  }
  return { logins: await demoLogins(db) };
}
