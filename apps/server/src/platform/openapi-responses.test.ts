import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/setup';

type Operation = { responses?: Record<string, { description?: string; content?: Record<string, unknown> }> };
type Spec = { paths: Record<string, Record<string, Operation>> };

/**
 * Operations whose answer is not described yet (issue 16, "OpenAPI responses": the bounty, challenge and search
 * answers). The list only shrinks: the test fails when one of them gets a schema and stays listed, or when any other
 * operation has none. Non-JSON answers (files, the mailbox page, the audit CSV) are described with their content
 * type through `rawResponse`, so none is excused here.
 */
const NOT_DESCRIBED_YET = new Set<string>([]);

/** An operation documents its success when some 2xx/3xx response describes its content (a schema per type). */
const documented = (op: Operation) =>
  Object.entries(op.responses ?? {}).some(
    ([status, response]) => /^[23]\d\d$/.test(status) && Object.keys(response.content ?? {}).length > 0,
  );

describe('OpenAPI documents a response for every operation', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every operation has a response schema for its success status', () => {
    const spec = t.app.swagger() as Spec;
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations
      .filter(({ id, op }) => !NOT_DESCRIBED_YET.has(id) && !documented(op))
      .map(({ id }) => id);
    expect(missing, `operations without a response schema:\n${missing.join('\n')}`).toEqual([]);
    const described = operations
      .filter(({ id, op }) => NOT_DESCRIBED_YET.has(id) && documented(op))
      .map(({ id }) => id);
    expect(described, `described now, take them off NOT_DESCRIBED_YET:\n${described.join('\n')}`).toEqual([]);
    const gone = [...NOT_DESCRIBED_YET].filter((id) => !operations.some((o) => o.id === id));
    expect(gone, 'listed operations that no longer exist').toEqual([]);
  });
});
