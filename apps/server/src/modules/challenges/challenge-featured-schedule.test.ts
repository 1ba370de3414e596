import { CHALLENGE_LIMITS, CHALLENGE_MSG as M, MSG, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, challengeFeaturedSchedule, outboxEvents } from '../../db/schema';
import { advance, HOUR, type Person, person, useLedgerApp } from '../../test/people';
import type { TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { featuredScheduleJob } from './challenge-featured-schedule';
import { createChallengeFor } from './challenge-test-helpers';

const suite = useLedgerApp();
let t: TestContext;
let creator: Person;
let admin: Person;
let readonly: Person;
const MINUTE = 60_000;

beforeAll(async () => {
  t = suite.t;
  // Ten seconds past a whole minute, so "the same minute" and "the next minute" are certain.
  t.clock.set(new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 10_000));
  creator = await person(t);
  admin = await person(t, 0, { role: 'admin' });
  readonly = await person(t, 0, { role: 'read_only_admin' });
});

const db = () => t.deps.database.db;
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
/** `ms` from now, down to its whole minute (what the server stores). */
const minuteOf = (ms: number) => new Date(Math.floor((t.clock.now().getTime() + ms) / MINUTE) * MINUTE).toISOString();
const schedule = (who: Person, body: object) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/challenge/featured/schedule', headers: who.headers, payload: body });
const cancel = (who: Person, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/v1/admin/challenge/featured/schedule/${id}`, headers: who.headers });
const upcoming = async (who: Person = admin) =>
  (await t.app.inject({ url: '/v1/admin/challenge/featured/schedule', headers: who.headers })).json();
const featuredNow = async () => (await t.app.inject({ url: '/v1/challenge/featured' })).json().challenge;
const isFeatured = async (id: number) => (await t.app.inject({ url: `/v1/challenge/${id}` })).json().challenge.featured;
const featuredEvents = () =>
  db()
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.name, RT_EVENTS.challengeFeatured))
    .orderBy(asc(outboxEvents.id));
const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const pickRow = async (id: number) =>
  (await db().select().from(challengeFeaturedSchedule).where(eq(challengeFeaturedSchedule.id, id)))[0]!;
const answer = (res: { statusCode: number; json(): { message: string } }) => [res.statusCode, res.json().message];

describe('scheduling a featured pick', () => {
  it('takes a future minute for an open challenge and lists the upcoming picks soonest first', async () => {
    const later = await createChallengeFor(t, creator.id, { title: 'Later pick' });
    const sooner = await createChallengeFor(t, creator.id, { title: 'Sooner pick' });
    const first = await schedule(admin, { challenge_id: later, starts_at: at(3 * HOUR + 25_000) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 201,
      message: M.scheduled,
      data: {
        pick: {
          starts_at: minuteOf(3 * HOUR + 25_000),
          challenge: { id: later, title: 'Later pick', slug: 'later-pick', prize_cc: 500 },
          scheduled_by: { id: admin.id, sc_username: admin.user.scUsername },
        },
      },
    });
    expect((await schedule(admin, { challenge_id: sooner, starts_at: at(HOUR) })).statusCode).toBe(201);

    for (const who of [admin, readonly]) {
      const list = await upcoming(who);
      expect(list.status).toBe(200);
      expect(list.schedule.map((p: { challenge: { id: number } }) => p.challenge.id)).toEqual([sooner, later]);
      expect(list.schedule.map((p: { starts_at: string }) => p.starts_at)).toEqual([
        minuteOf(HOUR),
        minuteOf(3 * HOUR + 25_000),
      ]);
      expect(list.schedule[0].challenge).toMatchObject({
        image_url: expect.any(String),
        duration_start_time: expect.any(String),
        duration_end_time: expect.any(String),
      });
    }
    const audited = await audits('challenge.featured_scheduled');
    expect(audited.map((a) => [a.actorId, a.targetId])).toEqual([
      [admin.id, String(later)],
      [admin.id, String(sooner)],
    ]);
    // Nothing is featured by scheduling alone.
    expect(await isFeatured(later)).toBe(false);
    for (const p of (await upcoming()).schedule) await cancel(admin, p.id);
  });

  it('refuses bad picks with a clear message and writes nothing', async () => {
    const id = await createChallengeFor(t, creator.id);
    await schedule(admin, { challenge_id: id, starts_at: at(2 * HOUR) });
    const before = await db().select().from(challengeFeaturedSchedule);
    const end = Date.parse((await t.app.inject({ url: `/v1/challenge/${id}` })).json().challenge.duration_end_time);
    const cases: [object, number, string][] = [
      [{ challenge_id: id }, 400, M.scheduleTimeRequired],
      [{ challenge_id: id, starts_at: 'tomorrow at noon' }, 400, M.scheduleTimeRequired],
      [{ starts_at: at(HOUR) }, 400, M.scheduleChallengeRequired],
      [{ challenge_id: 'first', starts_at: at(HOUR) }, 400, M.scheduleChallengeRequired],
      [{ challenge_id: id, starts_at: at(-MINUTE) }, 400, M.scheduleInPast],
      // 30 s ahead is still this minute, and the minute has begun.
      [{ challenge_id: id, starts_at: at(30_000) }, 400, M.scheduleInPast],
      [{ challenge_id: 999_999, starts_at: at(HOUR) }, 404, M.notFound],
      // The first whole minute at or after the end, and later.
      [
        { challenge_id: id, starts_at: new Date(Math.ceil(end / MINUTE) * MINUTE).toISOString() },
        400,
        M.scheduleAfterEnd,
      ],
      [{ challenge_id: id, starts_at: new Date(end + HOUR).toISOString() }, 400, M.scheduleAfterEnd],
      // Another pick already waits at that minute (different seconds, same minute).
      [{ challenge_id: id, starts_at: at(2 * HOUR + 30_000) }, 409, M.scheduleTaken],
    ];
    for (const [body, status, message] of cases)
      expect(answer(await schedule(admin, body)), JSON.stringify(body)).toEqual([status, message]);
    // Read-only admins and users cannot schedule.
    expect(answer(await schedule(readonly, { challenge_id: id, starts_at: at(HOUR) }))).toEqual([
      403,
      MSG.readOnlyAdmin,
    ]);
    expect((await schedule(creator, { challenge_id: id, starts_at: at(HOUR) })).statusCode).toBe(403);
    expect(await db().select().from(challengeFeaturedSchedule)).toEqual(before);
    // The minute the challenge ends in counts from its start, before the end: it is the last one allowed.
    const last = await schedule(admin, { challenge_id: id, starts_at: new Date(end).toISOString() });
    expect(last.json().data.pick.starts_at).toBe(new Date(Math.floor(end / MINUTE) * MINUTE).toISOString());
    for (const p of (await upcoming()).schedule) await cancel(admin, p.id);
  });

  it('gives a minute to one of two admins scheduling it at once', async () => {
    const id = await createChallengeFor(t, creator.id);
    const other = await person(t, 0, { role: 'admin' });
    const both = await Promise.all(
      [admin, other].map((who) => schedule(who, { challenge_id: id, starts_at: at(HOUR) })),
    );
    expect(both.map(answer).sort()).toEqual([
      [201, M.scheduled],
      [409, M.scheduleTaken],
    ]);
    for (const p of (await upcoming()).schedule) await cancel(admin, p.id);
  });

  it(`holds at most ${CHALLENGE_LIMITS.featuredScheduleMax} waiting picks`, async () => {
    const id = await createChallengeFor(t, creator.id);
    const base = Math.ceil(t.clock.now().getTime() / MINUTE) * MINUTE + MINUTE;
    await db()
      .insert(challengeFeaturedSchedule)
      .values(
        Array.from({ length: CHALLENGE_LIMITS.featuredScheduleMax }, (_, i) => ({
          challengeId: id,
          startsAt: new Date(base + i * MINUTE),
          createdBy: admin.id,
        })),
      );
    expect(answer(await schedule(admin, { challenge_id: id, starts_at: at(20 * HOUR) }))).toEqual([
      409,
      M.scheduleFull,
    ]);
    expect((await upcoming()).schedule).toHaveLength(CHALLENGE_LIMITS.featuredScheduleMax);
    for (const p of (await upcoming()).schedule) await cancel(admin, p.id);
    expect((await upcoming()).schedule).toEqual([]);
  });
});

describe('cancelling a scheduled pick', () => {
  it('cancels a pick that has not taken effect, once, and frees its minute', async () => {
    const id = await createChallengeFor(t, creator.id);
    const pick = (await schedule(admin, { challenge_id: id, starts_at: at(HOUR) })).json().data.pick;
    expect(answer(await cancel(readonly, pick.id))).toEqual([403, MSG.readOnlyAdmin]);
    const done = await cancel(admin, pick.id);
    expect(done.json()).toEqual({ status: 200, message: M.scheduleCancelled, data: { id: pick.id } });
    expect(answer(await cancel(admin, pick.id))).toEqual([409, M.scheduleAlreadyCancelled]);
    expect(answer(await cancel(admin, 999_999))).toEqual([404, M.scheduleNotFound]);
    expect(await pickRow(pick.id)).toMatchObject({ cancelledBy: admin.id, startedAt: null });
    expect((await upcoming()).schedule).toEqual([]);
    const audited = (await audits('challenge.featured_schedule_cancelled')).filter(
      (a) => (a.data as { scheduleId: number }).scheduleId === pick.id,
    );
    expect(audited.map((a) => [a.actorId, a.targetId])).toEqual([[admin.id, String(id)]]);
    // The minute is free again.
    const again = await schedule(admin, { challenge_id: id, starts_at: at(HOUR) });
    expect(again.statusCode).toBe(201);
    await cancel(admin, again.json().data.pick.id);
    // Nothing happens at its time.
    await advance(t, 2 * HOUR);
    expect((await sweepDue(t.deps)).featuredSchedule).toBe(0);
    expect(await isFeatured(id)).toBe(false);
  });
});

describe('the sweep applies due picks', () => {
  it('makes the pick featured at its time and not before, exactly once under concurrent sweeps', async () => {
    const current = await createChallengeFor(t, creator.id, { prize_cc: '9000' });
    const next = await createChallengeFor(t, creator.id, { title: 'Next up' });
    expect((await featuredNow()).id).toBe(current);
    const pick = (await schedule(admin, { challenge_id: next, starts_at: at(HOUR) })).json().data.pick;
    const eventsBefore = (await featuredEvents()).length;

    await advance(t, HOUR - 20_000);
    expect((await sweepDue(t.deps)).featuredSchedule).toBe(0);
    expect(await isFeatured(next)).toBe(false);
    expect((await upcoming()).schedule.map((p: { id: number }) => p.id)).toEqual([pick.id]);

    await advance(t, 20_000);
    const passes = await Promise.all([sweepDue(t.deps), sweepDue(t.deps), sweepDue(t.deps)]);
    expect(passes.reduce((n, p) => n + p.featuredSchedule, 0)).toBe(1);
    expect(await isFeatured(next)).toBe(true);
    expect(await featuredNow()).toMatchObject({ id: next, featured: true });
    const started = await pickRow(pick.id);
    expect(started).toMatchObject({ startedAt: t.clock.now(), skippedReason: null, cancelledAt: null });
    // One challengeFeatured to every client, as an admin's pick sends it.
    const events = (await featuredEvents()).slice(eventsBefore);
    expect(events.map((e) => e.rooms)).toEqual([[ROOMS.public]]);
    expect(events[0]!.payload).toMatchObject({ message: M.featured, challengeId: next, challenge: { id: next } });
    // Audited as the system's change, naming the pick.
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'challenge.featured'), eq(auditLog.targetId, String(next))));
    expect(audited).toMatchObject({ actorId: null, data: { scheduleId: pick.id } });

    expect((await upcoming()).schedule).toEqual([]);
    expect(answer(await cancel(admin, pick.id))).toEqual([409, M.scheduleStarted]);
    expect((await sweepDue(t.deps)).featuredSchedule).toBe(0);
    expect((await featuredEvents()).length).toBe(eventsBefore + 1);
    // An admin can still change it by hand afterwards.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/admin/challenge/featured',
          headers: admin.headers,
          payload: { challenge_id: null },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('after an outage, applies due picks in order and skips, for good, one whose challenge has ended', async () => {
    const shortLived = await createChallengeFor(t, creator.id, {
      title: 'Short lived',
      duration_end_time: at(2 * HOUR),
    });
    const first = await createChallengeFor(t, creator.id, { title: 'First' });
    const second = await createChallengeFor(t, creator.id, { title: 'Second' });
    const pickOf = async (challenge_id: number, ms: number) =>
      (await schedule(admin, { challenge_id, starts_at: at(ms) })).json().data.pick.id as number;
    const skippedPick = await pickOf(shortLived, 90 * MINUTE);
    const secondPick = await pickOf(second, 80 * MINUTE);
    const firstPick = await pickOf(first, HOUR);
    const eventsBefore = (await featuredEvents()).length;

    // The sweeper was down: by the time it runs, the short-lived challenge has ended.
    await advance(t, 3 * HOUR);
    expect(await sweepDue(t.deps)).toMatchObject({ challengeEnded: 1, featuredSchedule: 3 });
    // The picks applied soonest first: the latest due one holds the place.
    const events = (await featuredEvents()).slice(eventsBefore);
    expect(events.map((e) => (e.payload as { challengeId: number }).challengeId)).toEqual([first, second]);
    expect([await isFeatured(first), await isFeatured(second), await isFeatured(shortLived)]).toEqual([
      false,
      true,
      false,
    ]);
    for (const id of [firstPick, secondPick])
      expect(await pickRow(id)).toMatchObject({ startedAt: t.clock.now(), skippedReason: null });
    expect(await pickRow(skippedPick)).toMatchObject({ startedAt: t.clock.now(), skippedReason: 'challenge_closed' });
    const skipped = await audits('challenge.featured_schedule_skipped');
    expect(skipped.map((a) => [a.actorId, a.targetId])).toEqual([[null, String(shortLived)]]);
    // Not retried.
    expect((await sweepDue(t.deps)).featuredSchedule).toBe(0);
    expect(await featuredScheduleJob.takeOne(t.deps)).toBe(false);
    expect((await upcoming()).schedule).toEqual([]);
  });
});

// Two connections are needed to hold a row while another sweeps: PostgreSQL only (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('a pick another instance is applying', () => {
  it('is passed over, not waited for, and applied once', async () => {
    const id = await createChallengeFor(t, creator.id);
    const pick = (await schedule(admin, { challenge_id: id, starts_at: at(HOUR) })).json().data.pick;
    await advance(t, HOUR);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.select().from(challengeFeaturedSchedule).where(eq(challengeFeaturedSchedule.id, pick.id)).for('update');
      locked();
      await held;
    });
    await isLocked;
    expect(await featuredScheduleJob.takeOne(t.deps)).toBe(false);
    expect(await isFeatured(id)).toBe(false);
    release();
    await holder;
    expect(await featuredScheduleJob.takeOne(t.deps)).toBe(true);
    expect(await featuredScheduleJob.takeOne(t.deps)).toBe(false);
    expect(await isFeatured(id)).toBe(true);
  });
});
