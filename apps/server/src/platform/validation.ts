import { containsNul, MSG } from '@crowns/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

/**
 * The zod validator of every route schema (body, query, params, headers), after one check for all of them: no
 * string may hold U+0000, which PostgreSQL refuses in text (it answered 500 wherever one reached a query).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => (containsNul(data) ? { error: badRequest(MSG.nulCharacter) } : validate(data));
};
