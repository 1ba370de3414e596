import { RT_EVENTS } from '@crowns/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { newBounty } from '../../modules/bounties/bounty-test-helpers';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { connectClient, listenOnFreePort, nextEvent } from './test-client';

const REDIS_URL = process.env.REDIS_URL;
// Two instances need one shared database: PostgreSQL (PGlite is in-process).
const enabled = Boolean(REDIS_URL && process.env.DATABASE_URL);

describe.skipIf(!enabled)('two instances on one Redis', () => {
  let a: TestContext;
  let b: FastifyInstance;
  let urlB: string;
  let creator: Person;
  let fan: Person;
  let client: Socket | undefined;

  beforeAll(async () => {
    a = await createTestApp({}, { REDIS_URL: REDIS_URL! });
    b = await buildApp(a.deps);
    await prepare(a);
    creator = await person(a, 10_000);
    fan = await person(a, 1_000);
    await listenOnFreePort(a.app);
    urlB = await listenOnFreePort(b);
  });
  afterAll(async () => {
    client?.close();
    await b?.close();
    await a?.close();
  });

  it('a bountyUpped made on instance A reaches a client connected to instance B', async () => {
    const id = await newBounty(a, creator);
    client = await connectClient(urlB, fan.headers);
    const upped = nextEvent(client, RT_EVENTS.bountyUpped, (p) => p.bountyId === id);
    const res = await post(a, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 250 });
    expect(res.statusCode).toBe(200);
    expect(await upped).toMatchObject({ bountyId: id, amount_cc: 750, userCount: 1, antesCount: 1 });
  });

  it('private events cross instances too', async () => {
    const id = await newBounty(a, creator);
    const own = await connectClient(urlB, creator.headers);
    try {
      const note = nextEvent(own, RT_EVENTS.newNotification, (p) => p.notification_type === 'bountyUpped');
      await post(a, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 100 });
      expect(await note).toMatchObject({ user_id: creator.id, data: { role: 'creator' } });
    } finally {
      own.close();
    }
  });

  it('suspending a user on instance A closes their socket on instance B', async () => {
    const admin = await person(a, 0, { role: 'admin' });
    const target = await person(a);
    const socket = await connectClient(urlB, target.headers);
    try {
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await post(a, `/v1/admin/users/${target.id}/suspend`, admin.headers, {})).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});
