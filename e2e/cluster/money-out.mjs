// The smoke journey's way out, through the balancer: the hunter verifies their identity on the sandbox payouts
// provider's hosted page (the passing test identity), adds the test bank account on its add-method page, withdraws,
// an admin approves (a new account's withdrawal waits for review, decision 018), and the sweeper of whichever
// instance takes it settles the payout after the sandbox delay: the hunter's socket hears it, the mail arrives.
import { randomUUID } from 'node:crypto';
import { waitForMail } from './smtp.mjs';

const SANDBOX_PASSING_IDENTITY = 'pass';
const SANDBOX_BANK = { routing: '110000000', account: '000123456789' };
const WITHDRAW = 2500;

/** `ctx`: the run's request, check, log, sleep, smtp, socketFor and waitEvent; answers the hunter's balance after. */
export async function withdrawThroughBalancer(ctx, { hunter, admin, won, lb }) {
  const { request, check, log, sleep, smtp, socketFor, waitEvent } = ctx;
  const pathOf = (url) => {
    const u = new URL(url, lb);
    return `${u.pathname}${u.search}`;
  };

  // Identity: the hosted page answers 303 back to the wallet; the app asks the provider, never the browser.
  const { data: idv } = await request(hunter, 'GET', '/v1/payment/kyc/create-idv-link-token');
  const decided = await request(hunter, 'POST', pathOf(idv.url), {
    form: new URLSearchParams({ identity: SANDBOX_PASSING_IDENTITY }),
    raw: true,
  });
  check(decided.status === 303, `identity page sends the browser back (${decided.status})`);
  const kyc = await request(hunter, 'POST', '/v1/payment/kyc/set-recent-idv-session', {
    body: { sessionId: idv.sessionId },
  });
  check(kyc.data.status === 'passed', `identity check passed (${kyc.data.status})`);

  // The test bank account, added on the provider's page, kept with the public token it returns.
  const { data: link } = await request(hunter, 'GET', '/v1/payment/init-transfer?pmType=bank');
  const added = await request(hunter, 'POST', pathOf(link.url), {
    form: new URLSearchParams({ name: 'Cluster Hunter', ...SANDBOX_BANK }),
    raw: true,
  });
  const publicToken = added.location && new URL(added.location, lb).searchParams.get('public_token');
  check(added.status === 303 && Boolean(publicToken), `add-method page returns a public token (${added.status})`);
  const { data: kept } = await request(hunter, 'POST', '/v1/payment/kyc/set-access-token', { body: { publicToken } });

  // The withdrawal: crowns leave the wallet at once (held), a new account waits for an admin.
  const socket = await socketFor(hunter);
  const asked = await request(hunter, 'POST', '/v1/wallet/withdraw-funds', {
    body: { crowns: WITHDRAW, paymentMethodId: kept.method.id },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const id = asked.data.id;
  check(asked.data.status === 'review', `a new account's withdrawal waits for review (${asked.data.status})`);
  const wallet = async () => (await request(hunter, 'GET', '/v1/wallet')).data;
  check((await wallet()).balance === won - WITHDRAW, 'withdrawn crowns left the wallet at the request');
  const since = Date.now();
  const approved = await request(admin, 'POST', `/v1/admin/withdrawals/${id}/approve`);
  check(approved.data.status === 'processing', `approved withdrawal sent to the provider (${approved.data.status})`);

  // Settlement by a sweeper (either instance) after the sandbox delay.
  const deadline = Date.now() + 30_000;
  let status = 'processing';
  while (status === 'processing' && Date.now() < deadline) {
    await sleep(500);
    status = (await request(hunter, 'POST', '/v1/payment/transfer-intent-ui-status', { body: { withdrawalId: id } }))
      .data.status;
  }
  check(status === 'paid', `withdrawal settled by the sweeper (${status})`);
  await waitEvent(
    socket,
    (e) => e.name === 'withdrawalUpdated' && e.payload?.id === id && e.payload?.status === 'paid',
    'withdrawalUpdated paid',
  );
  check(true, "the hunter's socket heard the withdrawal paid");
  const usd = `$${(asked.data.usd ?? 0).toFixed(2)}`;
  await waitForMail(smtp, hunter.email, since, (text) => text.includes(usd), `paid mail (${usd})`);
  check(true, 'the paid mail arrived');
  const after = await wallet();
  check(after.balance === won - WITHDRAW, `balance after settlement (${after.balance})`);
  log(`money out passed (withdrawal ${id}: ${WITHDRAW} crowns, ${usd}, paid)`);
  return after.balance;
}
