import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, createStripeObjects, type Params, type StripeObjects } from './stripe-stand-in-api';

/**
 * A local stand-in for Stripe's HTTP API (decisions 018, checkout): the real `stripe` SDK is pointed at it with its
 * host/port/protocol options, so the SDK's own requests (form-encoded bodies, Idempotency-Key and Stripe-Account
 * headers, retries) and its error classes are what the adapters meet. It answers the endpoints the adapters call
 * with Stripe's bodies and error shapes (stripe-stand-in-api.ts), keeps idempotent answers like Stripe (a replay of
 * the same key and parameters answers the first response again, other parameters are an idempotency_error), and
 * can fail the next matching request: with an error body, or by dropping the connection after doing the work (the
 * answer lost on the way back, which is what idempotency keys are for).
 */

export type StripeRequest = {
  method: string;
  path: string;
  params: Params;
  idempotencyKey?: string;
  stripeAccount?: string;
  replayed: boolean;
};
type Failure = { status: number; error: { type: string; code?: string; message: string } } | 'drop-after-work';
type Rule = { method: string; path: string | RegExp; failure: Failure; times: number };

/** Nested objects from Stripe's form encoding: `a[b][0][c]=1` (arrays come as indexed keys). */
export function decodeForm(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [key, value] of search) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    const last = parts.pop();
    for (const part of parts) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Params;
    }
    if (last !== undefined) node[last] = value;
  }
  const arrays = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const entries = Object.entries(v).map(([k, x]) => [k, arrays(x)] as const);
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return indexed ? entries.map(([, x]) => x) : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (body += d));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export type StripeStandIn = StripeObjects & {
  /** The SDK's options that send it here instead of to Stripe. */
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  /** Every request the SDK sent, retries included, in order. */
  requests: StripeRequest[];
  /** The next `times` requests to `method path` fail with `failure`. */
  failNext(method: string, path: string | RegExp, failure: Failure, times?: number): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(secretKey = 'sk_test_crowns_stand_in'): Promise<StripeStandIn> {
  const objects = createStripeObjects();
  const requests: StripeRequest[] = [];
  const rules: Rule[] = [];
  /** Idempotent answers by account and key, with the request they answered. */
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();

  const send = (res: ServerResponse, answer: Answer, replayed = false) => {
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      // Stripe tells clients not to retry a refusal (it would be refused again).
      ...(answer.status >= 400 && answer.status < 500 ? { 'stripe-should-retry': 'false' } : {}),
    });
    res.end(JSON.stringify(answer.body, null, 2));
  };
  const takeRule = (method: string, path: string) => {
    const rule = rules.find(
      (r) => r.method === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!rule) return null;
    if (--rule.times <= 0) rules.splice(rules.indexOf(rule), 1);
    return rule.failure;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = decodeForm(method === 'GET' ? url.searchParams : new URLSearchParams(body));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const stripeAccount = req.headers['stripe-account'] as string | undefined;
    const record: StripeRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeAccount,
      replayed: false,
    };
    requests.push(record);

    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' } },
      });
    const failure = takeRule(method, url.pathname);
    if (failure && failure !== 'drop-after-work')
      return send(res, { status: failure.status, body: { error: failure.error } });

    const scope = `${stripeAccount ?? 'platform'}:${idempotencyKey}`;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const earlier = idempotencyKey && method === 'POST' ? idempotent.get(scope) : undefined;
    let answer: Answer;
    if (earlier && earlier.fingerprint !== fingerprint) {
      answer = {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        },
      };
    } else if (earlier) {
      record.replayed = true;
      return send(res, earlier.answer, true);
    } else {
      answer = objects.answer(method, url.pathname, params, stripeAccount);
      // Stripe keeps the answer of a key whatever it was, except its own 5xx faults.
      if (idempotencyKey && method === 'POST' && answer.status < 500) idempotent.set(scope, { fingerprint, answer });
    }
    if (failure === 'drop-after-work') return res.socket?.destroy();
    send(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    ...objects,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    requests,
    failNext: (method, path, failure, times = 1) => rules.push({ method, path, failure, times }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
