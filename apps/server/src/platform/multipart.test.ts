import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../test/images';
import { multipartBody } from '../test/multipart';
import { type Person, person, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';

/** Multipart bodies that break off or are not multipart at all, as a dropped connection or a broken client sends. */
function brokenBodies() {
  const whole = multipartBody([
    { name: 'title', value: 'Eat a lemon' },
    { name: 'image_url', filename: 'a.png', contentType: 'image/png', data: makePng(640, 360) },
  ]);
  const type = whole.headers['content-type'];
  return [
    { name: 'cut inside the file', payload: whole.payload.subarray(0, whole.payload.length - 200), type },
    { name: 'cut before the closing boundary', payload: whole.payload.subarray(0, whole.payload.length - 10), type },
    { name: 'no parts at all', payload: Buffer.from('broken'), type },
    {
      name: 'cut inside a part header',
      payload: Buffer.from('--x\r\nContent-Disposition: form-da'),
      type: 'multipart/form-data; boundary=x',
    },
  ];
}

describe('a broken multipart body', () => {
  let t: TestContext;
  let user: Person;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    user = await person(t, 10_000);
  });
  afterAll(() => t.close());

  const send = (url: string, body: { payload: Buffer; type: string }) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': body.type },
      payload: body.payload,
    });

  it('answers 400 with a message on POST /bounty, never 500', async () => {
    for (const body of brokenBodies()) {
      const res = await send('/v1/bounty', body);
      expect(res.statusCode, `${body.name}: ${res.body}`).toBe(400);
      expect(res.json().message, body.name).toBe(MSG.multipartBroken);
    }
  });

  it('answers 400 with a message on POST /users/profile/{id}, never 500', async () => {
    for (const body of brokenBodies()) {
      const res = await send(`/v1/users/profile/${user.id}`, body);
      expect(res.statusCode, `${body.name}: ${res.body}`).toBe(400);
      expect(res.json().message, body.name).toBe(MSG.multipartBroken);
    }
  });
});
