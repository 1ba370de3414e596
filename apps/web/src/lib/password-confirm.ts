import { passwordSchema } from '@crowns/contracts';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * A new password (spec 01 §5 rules) typed twice, under `password` and `confirm`, plus any other fields; the
 * mismatch shows under `confirm`.
 */
export const withConfirmedPassword = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object(shape)
    .extend({ password: passwordSchema, confirm: z.string() })
    .refine((v) => (v as Typed).password === (v as Typed).confirm, { path: ['confirm'], message: PASSWORDS_DIFFER });

type Typed = { password: string; confirm: string };
