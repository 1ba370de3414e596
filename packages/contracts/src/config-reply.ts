import { z } from 'zod';

/** GET/POST /config/: the asked public keys under `data`, and each again at the top level (older clients). */
export const configReply = z.looseObject({ status: z.number(), data: z.record(z.string(), z.unknown()) });
