import { isIP } from 'node:net';
import { z } from 'zod';

/** What TRUST_PROXY parses to: nobody, the number of proxies in front, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string) {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const v = value?.trim() ?? '';
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'trusting every address lets any client pick its own IP; give the number of proxies or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or CIDR range: ${bad.join(', ')} (use e.g. 10.0.0.0/8,127.0.0.1 or a hop count)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's trustProxy option. A hop count trusts that many addresses nearest to the server, the socket peer
 * included (Fastify 5 ignores a plain number, as it cannot tell a proxy from a client that connects directly):
 * only safe when clients cannot reach the server except through those proxies.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
