import { serializerCompiler } from 'fastify-type-provider-zod';

/** The paths of `sent` (a JSON value) that `kept` lacks: the fields a response schema dropped. */
function droppedPaths(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent))
    return Array.isArray(kept) ? sent.flatMap((v, i) => droppedPaths(v, kept[i], `${path}[${i}]`)) : [];
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    Object.hasOwn(kept, key)
      ? droppedPaths(value, (kept as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/**
 * The serializer of route response schemas: zod parses the answer (a mismatch is a 500) and drops fields the schema
 * does not list. `strict` (tests) makes a dropped field an error too, so every test reading an answer also checks
 * that its route's schema describes all the handler sends.
 */
export function responseSerializerCompiler(strict: boolean): typeof serializerCompiler {
  if (!strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      let json: string;
      try {
        json = serialize(data);
      } catch (err) {
        // The zod issues name the mismatching fields; the default message does not.
        const issues = (err as { cause?: { issues?: unknown } }).cause?.issues;
        throw new Error(
          `${route.method} ${route.url}: the answer does not match its schema: ${JSON.stringify(issues)}`,
        );
      }
      const dropped = droppedPaths(JSON.parse(JSON.stringify(data)), JSON.parse(json));
      if (dropped.length > 0)
        throw new Error(`${route.method} ${route.url}: the response schema drops ${dropped.slice(0, 10).join(', ')}`);
      return json;
    };
  };
}
