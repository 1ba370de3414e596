import { randomBytes } from 'node:crypto';

// The Stripe endpoints the adapters call (checkout sessions; Connect accounts, account links, transfers, payouts;
// Identity verification sessions), with the bodies and error shapes of Stripe's API (test mode). Kept in memory.

export type Params = Record<string, unknown>;
export type Answer = { status: number; body: unknown };
type Obj = Record<string, unknown> & { id: string };
type ExternalKind = 'bank_account' | 'card';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const ok = (body: unknown): Answer => ({ status: 200, body });
const invalid = (status: number, error: Params): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', ...error } },
});
const missing = (param: string) =>
  invalid(400, { code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
const noSuch = (what: string, value: string, param: string, status = 404) =>
  invalid(status, { code: 'resource_missing', param, message: `No such ${what}: '${value}'` });
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** A positive whole amount in cents, as Stripe reads it from the form. */
function amountOf(params: Params): number | Answer {
  const amount = Number(params.amount);
  if (params.amount === undefined) return missing('amount');
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return invalid(400, { code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid positive integer' });
  return amount;
}

export type StripeObjects = ReturnType<typeof createStripeObjects>;

export function createStripeObjects() {
  const checkoutSessions = new Map<string, Obj>();
  const accounts = new Map<string, Obj & { external_accounts: { data: Obj[] } }>();
  const sessions = new Map<string, Obj>();
  const transfers = new Map<string, Obj>();
  const payouts = new Map<string, Obj>();
  /** Available USD balances in cents: the platform's, and each connected account's (raised by transfers). */
  const balances = new Map<string, number>([['platform', 10_000_000]]);

  const routes: [string, RegExp, (m: string[], p: Params, account?: string) => Answer][] = [
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) => {
        for (const param of ['mode', 'success_url'] as const) if (!p[param]) return missing(param);
        const items = (p.line_items as Params[] | undefined) ?? [];
        if (items.length === 0) return missing('line_items');
        const total = items.reduce(
          (sum, i) => sum + Number((i.price_data as Params)?.unit_amount ?? 0) * Number(i.quantity ?? 1),
          0,
        );
        const session = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: p.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: str(p.client_reference_id) ?? null,
          metadata: p.metadata ?? {},
          amount_total: total,
          currency: 'usd',
          success_url: p.success_url,
          cancel_url: p.cancel_url ?? null,
          created: now(),
          livemode: false,
        } as Obj;
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        checkoutSessions.set(session.id, session);
        return ok(session);
      },
    ],
    [
      'POST',
      /^\/v1\/accounts$/,
      (_m, p) => {
        const account = {
          id: id('acct'),
          object: 'account',
          type: p.type ?? 'custom',
          country: p.country ?? 'US',
          metadata: p.metadata ?? {},
          capabilities: { transfers: 'inactive' },
          details_submitted: false,
          payouts_enabled: false,
          created: now(),
          external_accounts: { object: 'list', data: [] as Obj[], has_more: false, url: '' },
        };
        account.external_accounts.url = `/v1/accounts/${account.id}/external_accounts`;
        accounts.set(account.id, account);
        balances.set(account.id, 0);
        return ok(account);
      },
    ],
    [
      'GET',
      /^\/v1\/accounts\/([^/]+)$/,
      ([, acct]) => (accounts.has(acct!) ? ok(accounts.get(acct!)) : noSuch('account', acct!, 'account')),
    ],
    [
      'POST',
      /^\/v1\/account_links$/,
      (_m, p) => {
        for (const param of ['account', 'type'] as const) if (!p[param]) return missing(param);
        const acct = String(p.account);
        if (!accounts.has(acct)) return noSuch('account', acct, 'account', 400);
        const created = now();
        const url = `https://connect.stripe.com/setup/e/${acct}/${randomBytes(9).toString('base64url')}`;
        return ok({ object: 'account_link', created, expires_at: created + 300, url });
      },
    ],
    [
      'POST',
      /^\/v1\/identity\/verification_sessions$/,
      (_m, p) => {
        if (!p.type) return missing('type');
        const session = {
          id: id('vs'),
          object: 'identity.verification_session',
          type: p.type,
          status: 'requires_input',
          client_reference_id: str(p.client_reference_id) ?? null,
          metadata: p.metadata ?? {},
          options: p.options ?? {},
          last_error: null,
          created: now(),
          livemode: false,
        } as Obj;
        session.url = `https://verify.stripe.com/start/test_${session.id}`;
        session.client_secret = `${session.id}_secret_${randomBytes(8).toString('hex')}`;
        sessions.set(session.id, session);
        return ok(session);
      },
    ],
    [
      'GET',
      /^\/v1\/identity\/verification_sessions$/,
      (_m, p) => {
        const ref = str(p.client_reference_id);
        const found = [...sessions.values()].filter((s) => !ref || s.client_reference_id === ref).reverse();
        return ok(list(found.slice(0, Number(p.limit ?? 10)), '/v1/identity/verification_sessions'));
      },
    ],
    [
      'POST',
      /^\/v1\/transfers$/,
      (_m, p) => {
        const amount = amountOf(p);
        if (typeof amount !== 'number') return amount;
        if (!p.currency) return missing('currency');
        const to = str(p.destination);
        if (!to) return missing('destination');
        if (!accounts.has(to)) return noSuch('destination', to, 'destination', 400);
        if (balances.get('platform')! < amount)
          return invalid(400, {
            code: 'balance_insufficient',
            message:
              'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
          });
        balances.set('platform', balances.get('platform')! - amount);
        balances.set(to, balances.get(to)! + amount);
        const transfer = { id: id('tr'), object: 'transfer', amount, currency: p.currency, destination: to };
        const full = { ...transfer, metadata: p.metadata ?? {}, reversed: false, created: now(), livemode: false };
        transfers.set(full.id, full);
        return ok(full);
      },
    ],
    [
      'POST',
      /^\/v1\/payouts$/,
      (_m, p, acct) => {
        const amount = amountOf(p);
        if (typeof amount !== 'number') return amount;
        const account = acct ? accounts.get(acct) : undefined;
        if (acct && !account) return noSuch('account', acct, 'stripe_account', 403);
        const externals = account?.external_accounts.data ?? [];
        const dest = str(p.destination);
        const external = dest ? externals.find((e) => e.id === dest) : externals[0];
        if (!external) return noSuch('external account', dest ?? '', 'destination', 400);
        const from = acct ?? 'platform';
        if (balances.get(from)! < amount)
          return invalid(400, {
            code: 'balance_insufficient',
            message: 'You have insufficient funds in your Stripe account for this transfer.',
          });
        balances.set(from, balances.get(from)! - amount);
        const payout = {
          id: id('po'),
          object: 'payout',
          amount,
          currency: p.currency ?? 'usd',
          destination: external.id,
          method: p.method ?? 'standard',
          type: external.object,
          status: 'pending',
          failure_code: null,
          failure_message: null,
          metadata: p.metadata ?? {},
          automatic: false,
          arrival_date: now() + (p.method === 'instant' ? 0 : 2 * 86_400),
          created: now(),
          livemode: false,
        };
        payouts.set(payout.id, payout);
        return ok(payout);
      },
    ],
  ];

  return {
    checkoutSessions,
    accounts,
    transfers,
    payouts,
    balances,
    answer(method: string, path: string, params: Params, account?: string): Answer {
      for (const [m, pattern, handle] of routes) {
        const match = method === m ? path.match(pattern) : null;
        if (match) return handle([...match], params, account);
      }
      return invalid(404, {
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    },
    /** The verification session carrying our reference, to move its state the way Stripe would. */
    sessionByReference: (ref: string) => [...sessions.values()].find((s) => s.client_reference_id === ref),
    /** Stripe's side of a finished Express onboarding: the account gets its default external account. */
    finishOnboarding(acct: string, kind: ExternalKind) {
      const account = accounts.get(acct);
      if (!account) throw new Error(`stand-in: no account ${acct}`);
      const common = { account: acct, currency: 'usd', country: 'US', default_for_currency: true };
      account.external_accounts.data.push(
        kind === 'bank_account'
          ? { id: id('ba'), object: kind, ...common, bank_name: 'STRIPE TEST BANK', last4: '6789', status: 'new' }
          : { id: id('card'), object: kind, ...common, brand: 'Visa', funding: 'debit', last4: '5556', exp_year: 2034 },
      );
      Object.assign(account, { details_submitted: true, payouts_enabled: true, capabilities: { transfers: 'active' } });
    },
  };
}
