import type { Person } from '../../test/people';
import type { TestContext } from '../../test/setup';

/** The start of an MP4 (an `ftyp` box) padded to `size` bytes: what the content check looks at. */
export function mp4Bytes(size = 4096) {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
}

export const signedUrlRequest = (t: TestContext, who: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/utils/get-aws-signed-url', headers: who.headers, payload });

/** A signed upload of an MP4 that must succeed: its fileKey and PUT URL. */
export async function signedUpload(t: TestContext, who: Person, payload: object = {}) {
  const res = await signedUrlRequest(t, who, { fileType: 'video/mp4', platform: 'hosted', ...payload });
  if (res.statusCode !== 200) throw new Error(`signed url failed: ${res.body}`);
  return res.json() as { fileKey: string; url: string; expiresAt: string; contentType: string };
}

export const putFile = (t: TestContext, url: string, payload: Buffer, contentType = 'video/mp4') =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

/** Signs and PUTs an MP4 for `who`; answers its fileKey. */
export async function uploadedVideo(t: TestContext, who: Person, payload: object = {}, bytes = mp4Bytes()) {
  const { fileKey, url } = await signedUpload(t, who, payload);
  const put = await putFile(t, url, bytes);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return fileKey;
}
