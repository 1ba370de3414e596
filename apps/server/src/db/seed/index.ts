import type { AppDeps } from '../../deps';
import { seedCategories } from '../../modules/categories/categories.service';
import { seedConfigDefaults } from '../../modules/config/config.repo';
import { demoLogins, seedDemoUsers } from './demo-users';

export type SeedResult = { logins: { role: string; email: string; password: string }[] };

/** Idempotent: config defaults and categories always; demo data once, on an empty database, when SEED_DEMO is on. */
export async function runSeed(deps: AppDeps): Promise<SeedResult> {
  const { db } = deps.database;
  await seedConfigDefaults(db);
  await seedCategories(db);
  if (!deps.env.SEED_DEMO) return { logins: [] };
  await seedDemoUsers(db);
  return { logins: await demoLogins(db) };
}
