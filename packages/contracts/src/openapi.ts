import { z } from 'zod';

/**
 * A success answer that is not JSON (an HTML page, a file's bytes), for a route's `schema.response`: OpenAPI shows
 * it under its content type. Fastify does not run a serializer on a string, buffer or stream, so the bytes go out as
 * sent.
 */
export const rawResponse = (contentType: string, description: string) =>
  z.unknown().meta({
    description,
    content: {
      [contentType]: {
        schema: contentType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' },
      },
    },
  });

/** PUT /files/*: the stored key. Answered 416 (no `msg`) when a byte range lies past the file's end. */
export const fileStoredReply = z.object({ status: z.number(), key: z.string() });
export const rangeNotSatisfiableReply = z.object({ status: z.literal(416), code: z.string(), message: z.string() });

/** GET /dev/mailbox.json (development only): the newest mails with the links and 6-digit codes found in them. */
export const devMailboxReply = z.object({
  status: z.number(),
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
      links: z.array(z.string()),
      codes: z.array(z.string()),
    }),
  ),
});

/**
 * A multipart/form-data request body for OpenAPI (with `consumes: ['multipart/form-data']`). The handler reads the
 * form as a stream and checks each field itself, so the route validates nothing here: any body passes.
 */
export const multipartForm = (fields: z.ZodObject) => {
  const { $schema: _, ...schema } = z.toJSONSchema(fields, { io: 'input' });
  return z.unknown().meta(schema);
};
