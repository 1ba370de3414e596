import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBountyRequest } from '../modules/bounties/bounty-test-helpers';
import { type Person, person, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';

/** PostgreSQL refuses U+0000 in text: before the fix, a NUL that reached a query answered 500 on 19 endpoints. */
const NUL = 'x\u0000y';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A value of the schema's shape with a NUL in every free-text string (enums and numbers stay valid). */
function withNul(s: JsonSchema | undefined): unknown {
  const alternatives = s?.anyOf ?? s?.oneOf;
  if (alternatives) return withNul(alternatives.find((a) => a.type === 'string') ?? alternatives[0]);
  if (s?.enum) return s.enum[0];
  if (s?.type === 'object')
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, withNul(v)]));
  if (s?.type === 'array') return [withNul(s.items)];
  if (s?.type === 'integer' || s?.type === 'number') return 1;
  if (s?.type === 'boolean') return true;
  return NUL;
}

const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : typeof v === 'object' && v !== null && Object.values(v).some(hasNul);

type Call = { method: string; url: string; payload?: unknown };

/** Every documented call with a NUL in each query parameter and each string of its JSON body. */
function nulCalls(t: TestContext, ownId: number): Call[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const url = path.replace(/\{id\}/g, String(ownId)).replace(/\{[^}]+\}/g, '1');
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=x%00y`);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const payload = schema ? withNul(schema) : undefined;
      if (query.length === 0 && !hasNul(payload)) return [];
      return [
        {
          method: method.toUpperCase(),
          url: query.length ? `${url}?${query.join('&')}` : url,
          ...(schema ? { payload } : {}),
        },
      ];
    }),
  );
}

describe('a NUL character in any text input', () => {
  let t: TestContext;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    admin = await person(t, 10_000, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('answers 400 with a clear message on every documented call, never 500', async () => {
    const calls = nulCalls(t, admin.id);
    expect(calls.length).toBeGreaterThanOrEqual(40);
    // The calls of the probe that answered 500.
    for (const path of ['/v1/users/{id}', '/v1/bounty/created', '/v1/search', '/v1/wallet/apply-promo', '/v1/report'])
      expect(calls.map((c) => c.url.split('?')[0])).toContain(path.replace('{id}', String(admin.id)));
    for (const call of calls) {
      const res = await t.app.inject({ ...call, method: call.method as 'GET', headers: admin.headers } as never);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(400);
      expect(res.json().message, `${call.method} ${call.url}`).toBe(MSG.nulCharacter);
    }
  });

  it('answers 400, never 500, for a NUL in a path parameter', async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const withParams = Object.entries(paths).filter(([path]) => path.includes('{'));
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    for (const [path, methods] of withParams) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, 'x%00y');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: admin.headers });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
    const profile = await t.app.inject({ url: '/v1/users/profile/x%00y' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(MSG.nulCharacter);
  });

  it('answers 400 for a NUL in a field of the multipart bounty form', async () => {
    for (const field of ['title', 'description', 'rules', 'category', 'bounty_type', 'target_user']) {
      const res = await createBountyRequest(t, admin.headers, { [field]: NUL });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().message, field).toBe(MSG.nulCharacter);
    }
  });
});
