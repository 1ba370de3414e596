import { PAYOUT_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { readKyc } from './kyc-state';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (userId: number, id: string, row: Partial<typeof identityVerifications.$inferInsert>) =>
  t.deps.database.db.insert(identityVerifications).values({
    userId,
    provider: 'sandbox',
    providerSessionId: id,
    level: 'basic',
    ...row,
  });

describe('readKyc', () => {
  it('is none before any session', async () => {
    const user = await createUser(t.deps);
    expect(await readKyc(t.deps.database.db, user.id)).toEqual({
      status: 'none',
      level: null,
      verifiedAt: null,
      recentSessionId: null,
      message: PAYOUT_MSG.kycRequired,
      basicPassedAt: null,
      enhancedPassedAt: null,
    });
  });

  it('takes status and level from the latest session and passed-at per level', async () => {
    const user = await createUser(t.deps);
    const basicAt = new Date('2030-01-02T00:00:00Z');
    await session(user.id, `a-${user.id}`, {
      status: 'passed',
      completedAt: basicAt,
      createdAt: new Date('2030-01-01T00:00:00Z'),
      recentAt: new Date('2030-01-02T00:00:00Z'),
    });
    await session(user.id, `b-${user.id}`, {
      level: 'enhanced',
      status: 'review',
      createdAt: new Date('2030-02-01T00:00:00Z'),
    });
    const kyc = await readKyc(t.deps.database.db, user.id);
    expect(kyc).toMatchObject({
      status: 'review',
      level: 'enhanced',
      verifiedAt: basicAt.toISOString(),
      recentSessionId: `a-${user.id}`,
      message: PAYOUT_MSG.kycInReview,
      enhancedPassedAt: null,
    });
    expect(kyc.basicPassedAt?.toISOString()).toBe(basicAt.toISOString());
  });

  it('says what blocks a pending or failed check and nothing once passed', async () => {
    const user = await createUser(t.deps);
    await session(user.id, `p-${user.id}`, { createdAt: new Date('2030-01-01T00:00:00Z') });
    expect((await readKyc(t.deps.database.db, user.id)).message).toBe(PAYOUT_MSG.kycPending);
    await session(user.id, `f-${user.id}`, { status: 'failed', createdAt: new Date('2030-01-02T00:00:00Z') });
    expect((await readKyc(t.deps.database.db, user.id)).message).toBe(PAYOUT_MSG.kycFailed);
    const at = new Date('2030-01-04T00:00:00Z');
    await session(user.id, `ok-${user.id}`, {
      status: 'passed',
      level: 'enhanced',
      completedAt: at,
      createdAt: new Date('2030-01-03T00:00:00Z'),
    });
    expect(await readKyc(t.deps.database.db, user.id)).toMatchObject({
      status: 'passed',
      message: null,
      verifiedAt: at.toISOString(),
      enhancedPassedAt: at,
      basicPassedAt: null,
    });
  });
});
