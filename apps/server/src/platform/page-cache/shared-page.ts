import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage, PageCache, PageCacheName, PageCaches } from './page-cache';
import { encodePage, preferredEncoding } from './page-encoding';
import type { Topic } from './topics';

export type SharedPageOptions<V> = {
  /** What the page shows: a committed change of one of these refreshes it. */
  topics: readonly Topic[];
  /** Requests answered without the cache: those whose answer depends on who asks (e.g. "my bounties"). */
  unshared?: (request: FastifyRequest) => boolean;
  /** The cache a request's page is kept in (default `pages`): searches and single items have their own. */
  cache?: (request: FastifyRequest) => PageCacheName;
  /**
   * A signed-in viewer's answer made from the shared one (reading only what is theirs, e.g. their votes on the
   * page's rows), or undefined when it is the same.
   */
  personalize?: (value: V, userId: number) => V | undefined | Promise<V | undefined>;
};

/**
 * A body this small leaves in one TCP segment (an Ethernet MTU less its headers) either way: compressing it (~20–40 µs
 * per page) would gain no round trip.
 */
const ONE_PACKET = 1400;

/**
 * A public read served from the shared page cache. The `preValidation` hook answers a request whose page is cached
 * before its query and body are validated (the cached page was made from the same raw input, already validated);
 * `serve` answers a miss from one load shared by every concurrent request of the same page.
 */
export function sharedPage<V>(caches: PageCaches, options: SharedPageOptions<V>) {
  const keys = new WeakMap<FastifyRequest, { key: string; cache: PageCache }>();

  async function answer(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    // One URL, bytes that depend on Accept-Encoding: a cache between must keep them apart.
    reply.header('vary', 'accept-encoding');
    const userId = request.user?.id;
    const own = userId !== undefined ? await options.personalize?.(page.value as V, userId) : undefined;
    if (own !== undefined) return reply.send(own);
    reply.type('application/json; charset=utf-8');
    const encoding = page.body.length > ONE_PACKET ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === undefined) return reply.send(page.body);
    page.encoded[encoding] ??= encodePage(page.body, encoding);
    return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  }

  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (options.unshared?.(request)) return;
      const key = `${request.url}\n${JSON.stringify(request.body ?? null)}`;
      const cache = caches[options.cache?.(request) ?? 'pages'];
      keys.set(request, { key, cache });
      const page = cache.peek(key) ?? (await cache.joinLoad(key));
      if (page) return answer(request, reply, page);
    },

    /** The handler's answer: `load(viewerId)` makes the page (viewerId undefined for the shared one). */
    async serve(request: FastifyRequest, reply: FastifyReply, load: (viewerId: number | undefined) => Promise<V>) {
      const shared = keys.get(request);
      if (shared === undefined) return load(request.user?.id);
      // The route's serializer makes the cached JSON: its response schema shapes it as it shapes every other answer.
      const page = await shared.cache.load(
        shared.key,
        options.topics,
        () => load(undefined),
        (value) => String(reply.serialize(value)),
      );
      return answer(request, reply, page);
    },
  };
}
