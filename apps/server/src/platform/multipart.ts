import { containsNul, MSG } from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export type MultipartForm = {
  fields: Record<string, string>;
  /** The first file part, whatever its field name; `truncated` when it was cut at the size limit. */
  file?: { data: Buffer; truncated: boolean };
};

/**
 * Reads a whole multipart body: its text fields and its first file, cut at `maxFileBytes` (flagged rather than
 * thrown, so the fields after the file are still read). A body that breaks off or is not well-formed multipart is a
 * 400 with a message, and so is a field holding a NUL character; the plugin's count limits stay 413.
 */
export async function readMultipartForm(request: FastifyRequest, maxFileBytes: number): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  // `throwFileSizeLimit` is honoured at runtime but missing from the parts() typings.
  const options = { limits: { fileSize: maxFileBytes }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file ??= { data, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Parser errors ("Unexpected end of multipart data", a malformed part header) carry no status.
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw badRequest(MSG.multipartBroken);
  }
  if (containsNul(fields)) throw badRequest(MSG.nulCharacter);
  return { fields, file };
}
