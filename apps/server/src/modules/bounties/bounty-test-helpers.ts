import { PNG_16_9 } from '../../test/images';
import { postCoverForm } from '../../test/multipart';
import { HOUR, type Person, post } from '../../test/people';
import type { TestContext } from '../../test/setup';

/** Test support for the bounty suites (the shared people, clock and ledger checks are in test/people). */
type Fields = Record<string, string | undefined>;

/** POST /v1/bounty with valid defaults; override or drop (undefined) any field; `image` replaces the file. */
export function createBountyRequest(
  t: TestContext,
  headers: Record<string, string>,
  fields: Fields = {},
  image: Buffer | null = PNG_16_9,
) {
  const values: Fields = {
    title: 'Eat a lemon',
    description: '',
    category: JSON.stringify(['Gaming']),
    bounty_type: 'video',
    rules: JSON.stringify(['Film it', 'No cuts']),
    starting_cc: '500',
    duration_end_time: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    ...fields,
  };
  return postCoverForm(t.app, '/v1/bounty', headers, values, image);
}

/** Creates a bounty that must succeed and answers its id. */
export async function newBounty(t: TestContext, creator: Person, fields: Fields = {}) {
  const res = await createBountyRequest(t, creator.headers, fields);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data.bounty.id as number;
}

export const getBounty = async (t: TestContext, id: number, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/v1/bounty/${id}`, headers })).json().bounty;

export async function claim(t: TestContext, id: number, who: Person) {
  const res = await post(t, `/v1/bounty/${id}/claim`, who.headers);
  if (res.statusCode !== 200) throw new Error(`claim failed: ${res.body}`);
  return res.json().data.claimId as number;
}

export const verifyPayload = {
  platform: 'twitch',
  title: 'My lemon',
  description: 'Sour',
  category: 'Gaming',
  clip_url: 'https://clips.twitch.tv/abc',
};
