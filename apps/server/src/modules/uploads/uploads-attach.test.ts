import { BOUNTY_MSG, CHALLENGE_MSG, UPLOAD_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bountyClaims, challengeResponses, uploads } from '../../db/schema';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { liveChallenge, respondRequest } from '../challenges/challenge-response-test-helpers';
import { signedUpload, uploadedVideo } from './uploads-test-helpers';

let t: TestContext;
let creator: Person;
const { clip_url: _link, ...fields } = verifyPayload;
const hosted = (fileKey?: string) => ({ ...fields, platform: 'hosted', ...(fileKey ? { fileKey } : {}) });
const uploadOf = async (fileKey: string) =>
  (await t.deps.database.db.select().from(uploads).where(eq(uploads.fileKey, fileKey)))[0];

beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
});
afterAll(() => t.close());

/** A fresh bounty claimed by a new user. */
async function claimed() {
  const claimer = await person(t);
  const id = await newBounty(t, creator);
  const claimId = await claim(t, id, claimer);
  const submit = (payload: object, who: Person = claimer) =>
    post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, who.headers, payload);
  return { claimer, id, claimId, submit };
}

describe('a bounty submission with an uploaded video (fileKey)', () => {
  it('attaches the claimer own upload in the submission: link = the file, platform hosted', async () => {
    const { claimer, id, claimId, submit } = await claimed();
    const fileKey = await uploadedVideo(t, claimer);
    const res = await submit(hosted(fileKey));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(BOUNTY_MSG.submitted);
    const [row] = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.id, claimId));
    expect(row).toMatchObject({ status: 'submitted', platform: 'hosted', fileKey, submitLink: `/files/${fileKey}` });
    expect(await uploadOf(fileKey)).toMatchObject({ status: 'attached' });
    expect((await getBounty(t, id)).claims[0]).toMatchObject({ submit_link: `/files/${fileKey}`, platform: 'hosted' });
    // The viewer plays it from there, seeking included.
    const part = await t.app.inject({ url: `/files/${fileKey}`, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
  });

  it('needs the video, and refuses another user upload, an unfinished one, or one used already', async () => {
    const a = await claimed();
    expect((await a.submit(hosted())).json().message).toBe(UPLOAD_MSG.uploadRequired);

    const stranger = await person(t);
    const theirs = await uploadedVideo(t, stranger);
    const notMine = await a.submit(hosted(theirs));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe(UPLOAD_MSG.notYours);
    expect(await uploadOf(theirs)).toMatchObject({ status: 'uploaded' });

    const pending = await signedUpload(t, a.claimer);
    const unfinished = await a.submit(hosted(pending.fileKey));
    expect(unfinished.json().message).toBe(UPLOAD_MSG.notUploaded);

    const forResponses = await uploadedVideo(t, a.claimer, { purpose: 'challenge_response' });
    expect((await a.submit(hosted(forResponses))).json().message).toBe(UPLOAD_MSG.notYours);

    const mine = await uploadedVideo(t, a.claimer);
    expect((await a.submit(hosted(mine))).statusCode).toBe(200);
    // The same file cannot serve a second submission.
    const b = await claimed();
    const again = await b.submit(hosted(mine), a.claimer);
    expect(again.statusCode).not.toBe(200);
    const bOwn = await claimed();
    const reuse = await bOwn.submit(hosted(mine));
    expect(reuse.json().message).toBe(UPLOAD_MSG.notYours);
  });

  it('a link submission still needs its link', async () => {
    const { submit } = await claimed();
    const res = await submit({ ...fields, platform: 'youtube' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BOUNTY_MSG.linkRequired);
  });
});

describe('a challenge response with an uploaded video (fileKey)', () => {
  it('attaches the responder own upload of purpose challenge_response', async () => {
    const challengeCreator = await person(t);
    const challengeId = await liveChallenge(t, challengeCreator);
    const responder = await person(t);
    const payload = { platform: 'hosted', title: 'My take', description: 'Lemon face' };
    const wrongPurpose = await uploadedVideo(t, responder);
    const refused = await respondRequest(t, responder, challengeId, { ...payload, fileKey: wrongPurpose });
    expect(refused.json().message).toBe(UPLOAD_MSG.notYours);

    const fileKey = await uploadedVideo(t, responder, { purpose: 'challenge_response' });
    const res = await respondRequest(t, responder, challengeId, { ...payload, fileKey });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CHALLENGE_MSG.responded);
    const [row] = await t.deps.database.db
      .select()
      .from(challengeResponses)
      .where(eq(challengeResponses.challengeId, challengeId));
    expect(row).toMatchObject({ platform: 'hosted', fileKey, videoUrl: `/files/${fileKey}` });
    expect(await uploadOf(fileKey)).toMatchObject({ status: 'attached' });

    // A second response is refused and its upload stays unattached (the transaction rolled back).
    const second = await uploadedVideo(t, responder, { purpose: 'challenge_response' });
    const dup = await respondRequest(t, responder, challengeId, { ...payload, fileKey: second });
    expect(dup.json().message).toBe(CHALLENGE_MSG.alreadyResponded);
    expect(await uploadOf(second)).toMatchObject({ status: 'uploaded' });
  });
});
