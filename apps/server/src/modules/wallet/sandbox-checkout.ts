import { WALLET_MSG } from '@crowns/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type PaymentEvent, SANDBOX_CARDS, sandboxCallbackBody, signSandboxPayload } from '../../platform/payments';
import { handleSandboxCallback } from './payment-callbacks.routes';
import { findPurchase, reopenCheckout, walletReturnUrl } from './purchase.service';
import { interFontUrl } from './sandbox-font';
import { checkoutPage, confirmPage, notFoundPage, type PageLook, type PageSummary, resultPage } from './sandbox-page';

type Purchase = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

const params = z.object({ id: z.string().max(64) });
const cardForm = z.object({
  name: z.string().max(100).optional(),
  card: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
const confirmForm = z.object({ action: z.string().max(20).optional() });

const summaryOf = (p: Purchase): PageSummary => ({
  id: p.id,
  usd: (p.amountCents / 100).toFixed(2),
  crowns: p.crowns.toLocaleString('en-US'),
});

/** Checks the card form; returns the first problem. Expiry is checked against the app clock. */
function cardProblem(form: z.infer<typeof cardForm>, now: Date): string | null {
  if (!form.name?.trim()) return 'Enter the name on the card.';
  const digits = (form.card ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'Your card number is incomplete.';
  const exp = (form.expiry ?? '').replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  const month = Number(exp?.[1]);
  if (!exp || month < 1 || month > 12) return "Your card's expiry date is incomplete.";
  const year = 2000 + Number(exp[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return "Your card's expiry date is in the past.";
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return "Your card's security code is incomplete.";
  if (!(Object.values(SANDBOX_CARDS) as string[]).includes(digits))
    return 'Your card number is not a sandbox test card. Use 4242 4242 4242 4242.';
  return null;
}

/**
 * The sandbox provider's hosted checkout at /pay/sandbox/{purchaseId} (outside /v1). The page's form
 * posts here; the "provider" decides by test card and reports through the same HMAC-signed callback
 * handler as POST /v1/payments/sandbox/callback, which alone credits crowns. Like Stripe's hosted page, a
 * declined card or a failed bank confirmation leaves the checkout open for another card, and every step has
 * a way back to the wallet (which cancels the checkout).
 */
export async function registerSandboxCheckout(app: FastifyInstance, deps: AppDeps, webDist: string) {
  const look: PageLook = { fontUrl: interFontUrl(webDist) };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const notify = async (event: PaymentEvent) => {
    const body = sandboxCallbackBody(event);
    return handleSandboxCallback(deps, body, signSandboxPayload(deps.secret, body));
  };
  const eventBase = (p: Purchase) => ({ purchaseId: p.id, providerRef: `sbx_${p.id}`, amountCents: p.amountCents });
  const showState = (reply: FastifyReply, p: Purchase) => {
    const s = summaryOf(p);
    if (p.status === 'succeeded')
      return html(
        reply,
        200,
        resultPage(s, look, 'succeeded', 'Payment complete.', walletReturnUrl(deps, p.id, 'succeeded')),
      );
    if (p.status === 'declined')
      return html(
        reply,
        200,
        resultPage(
          s,
          look,
          'closed',
          p.failureMessage ?? WALLET_MSG.cardDeclined,
          walletReturnUrl(deps, p.id, 'declined'),
        ),
      );
    if (p.status === 'requires_action') return html(reply, 200, confirmPage(s, look));
    return html(reply, 200, checkoutPage(s, look));
  };
  /** The checkout again, with why the last attempt failed (402 like a declined payment). */
  const retry = (reply: FastifyReply, p: Purchase, error: string, values: Record<string, string | undefined> = {}) =>
    html(
      reply,
      402,
      checkoutPage(summaryOf(p), look, { error, values: { name: values.name ?? '', expiry: values.expiry ?? '' } }),
    );
  const load = async (id: string) => {
    const p = await findPurchase(deps, id);
    return p && p.provider === 'sandbox' ? p : undefined;
  };
  const schema = { hide: true, params };

  app.get('/pay/sandbox/:id', { schema }, async (request, reply) => {
    const p = await load((request.params as { id: string }).id);
    return p ? showState(reply, p) : html(reply, 404, notFoundPage(look));
  });

  app.post('/pay/sandbox/:id', { schema: { ...schema, body: cardForm } }, async (request, reply) => {
    const p = await load((request.params as { id: string }).id);
    if (!p) return html(reply, 404, notFoundPage(look));
    if (p.status !== 'pending') return showState(reply, p);
    const form = request.body as z.infer<typeof cardForm>;
    const problem = cardProblem(form, deps.clock.now());
    if (problem) return html(reply, 400, checkoutPage(summaryOf(p), look, { error: problem, values: form }));
    const digits = (form.card ?? '').replace(/[\s-]/g, '');
    // A declined card is the card's answer, not the checkout's end: the person may try another one.
    if (digits === SANDBOX_CARDS.decline) return retry(reply, p, WALLET_MSG.cardDeclined, form);
    await notify({ ...eventBase(p), outcome: digits === SANDBOX_CARDS.authenticate ? 'requires_action' : 'succeeded' });
    const after = (await load(p.id))!;
    if (after.status === 'succeeded') return reply.redirect(walletReturnUrl(deps, p.id, 'succeeded'), 303);
    if (after.status === 'requires_action') return reply.redirect(`/pay/sandbox/${p.id}`, 303);
    return showState(reply, after);
  });

  app.post('/pay/sandbox/:id/confirm', { schema: { ...schema, body: confirmForm } }, async (request, reply) => {
    const p = await load((request.params as { id: string }).id);
    if (!p) return html(reply, 404, notFoundPage(look));
    if (p.status !== 'requires_action') return showState(reply, p);
    if ((request.body as z.infer<typeof confirmForm>).action !== 'complete') {
      await reopenCheckout(deps, p.id);
      return retry(reply, p, WALLET_MSG.authenticationFailed);
    }
    await notify({ ...eventBase(p), outcome: 'succeeded' });
    const after = (await load(p.id))!;
    if (after.status === 'succeeded') return reply.redirect(walletReturnUrl(deps, p.id, 'succeeded'), 303);
    return showState(reply, after);
  });

  app.post('/pay/sandbox/:id/cancel', { schema }, async (request, reply) => {
    const p = await load((request.params as { id: string }).id);
    if (!p) return html(reply, 404, notFoundPage(look));
    if (p.status === 'pending' || p.status === 'requires_action')
      await notify({ ...eventBase(p), outcome: 'declined', message: WALLET_MSG.checkoutCancelled });
    const after = (await load(p.id))!;
    const status = after.status === 'succeeded' ? 'succeeded' : 'cancelled';
    return reply.redirect(walletReturnUrl(deps, p.id, status), 303);
  });
}
