import type { AppDeps } from '../../deps';
import { seedConfigDefaults } from '../../modules/config/config.repo';

export type SeedResult = { logins: { role: string; email: string; password: string }[] };

/** Idempotent: config defaults always; demo data once, on an empty database, when SEED_DEMO is on. */
export async function runSeed(deps: AppDeps): Promise<SeedResult> {
  const { db } = deps.database;
  await seedConfigDefaults(db);
  return { logins: [] };
}
