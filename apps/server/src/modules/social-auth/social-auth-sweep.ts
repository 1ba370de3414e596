import { LINK_PROVIDERS } from '@crowns/contracts';
import type { SweepJob } from '../../platform/sweeper';
import { tokenVault } from '../../platform/token-vault';
import { deleteExpiredOauthRows, takeUnkeptTokens } from './social-auth.repo';
import { keepsTokens, revokeLinkTokens } from './social-auth-context';

/**
 * Leftovers of social sign-in: expired (or long used) redirect states, pending sign-ups past their 30 minutes and
 * sandbox grants that were never exchanged or were revoked. Rows are taken with SKIP LOCKED, a batch per step.
 */
const expiredOauthRows: SweepJob<'expiredOauthRows'> = {
  name: 'expiredOauthRows',
  takeOne: (deps) =>
    deps.database.db.transaction(async (tx) => (await deleteExpiredOauthRows(tx, deps.clock.now(), 500)) > 0),
};

/**
 * Tokens of sign-in links made before only upload links kept any: emptied in a
 * transaction, revoked at the provider after it (best effort), a batch per step.
 */
const unkeptOauthTokens: SweepJob<'unkeptOauthTokens'> = {
  name: 'unkeptOauthTokens',
  async takeOne(deps) {
    const providers = LINK_PROVIDERS.filter((p) => !keepsTokens(p));
    const taken = await deps.database.db.transaction((tx) => takeUnkeptTokens(tx, providers, 20));
    const ctx = { deps, vault: tokenVault(deps.env, deps.secret) };
    for (const link of taken) await revokeLinkTokens(ctx, link);
    return taken.length > 0;
  },
};

export const socialAuthSweepJobs = [expiredOauthRows, unkeptOauthTokens] as const;
