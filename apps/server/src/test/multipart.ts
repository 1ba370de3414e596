import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject: `{ payload, headers }`. */
export function multipartBody(parts: Part[]) {
  const boundary = `----crowns${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in a multipart body (field 'image' unless named otherwise). */
export const fileUpload = (data: Buffer, filename: string, contentType: string, name = 'image') =>
  multipartBody([{ name, filename, contentType, data }]);

type Fields = Record<string, string | undefined>;

/** POSTs a multipart create form (bounty, challenge): the defined fields and, unless null, `image` as image_url. */
export function postCoverForm(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  values: Fields,
  image: Buffer | null,
) {
  const parts = Object.entries(values)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
  const body = multipartBody([
    ...parts,
    ...(image ? [{ name: 'image_url', filename: 'cover.png', contentType: 'image/png', data: image }] : []),
  ]);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}
