import { errorResponses, paymentCallbackReply } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { paymentsProviderName } from '../../env';
import { badRequest } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { parseStripeWebhook, SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from '../../platform/payments';
import { applyPaymentEvent } from './purchase.service';

const sandboxEvent = z.object({
  purchaseId: z.string(),
  outcome: z.enum(['succeeded', 'declined', 'requires_action']),
  providerRef: z.string().optional(),
  amountCents: z.number().int().optional(),
  message: z.string().max(300).optional(),
});

/** Verifies the sandbox provider's HMAC and applies the event: the path the sandbox checkout page calls. */
export async function handleSandboxCallback(deps: AppDeps, rawBody: string, signature: string | undefined) {
  if (!verifySandboxSignature(deps.secret, rawBody, signature)) throw badRequest('Invalid signature.');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('Invalid payload.');
  }
  const event = sandboxEvent.safeParse(json);
  if (!event.success) throw badRequest('Invalid payload.');
  return applyPaymentEvent(deps, 'sandbox', event.data);
}

/** Provider callbacks need the raw body for signatures: a scope whose only parser keeps it as text. */
export default async function paymentCallbackRoutes(app: ZodApp, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const raw = (body: unknown) => (typeof body === 'string' ? body : '');
    const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

    if (paymentsProviderName(deps.env) === 'sandbox')
      scope.post(
        '/payments/sandbox/callback',
        {
          schema: {
            tags: ['payments'],
            summary: 'Sandbox provider callback (HMAC-signed)',
            response: { 200: paymentCallbackReply, 400: errorResponses[400] },
          },
        },
        async (request) => {
          const result = await handleSandboxCallback(
            deps,
            raw(request.body),
            header(request.headers[SANDBOX_SIGNATURE_HEADER]),
          );
          return { status: 200, received: true, ...result };
        },
      );

    scope.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signature verified with STRIPE_WEBHOOK_SECRET)',
          response: { 200: paymentCallbackReply, 400: errorResponses[400] },
        },
      },
      async (request) => {
        const secret = deps.env.STRIPE_WEBHOOK_SECRET;
        if (!secret) throw badRequest('Stripe webhooks are not configured.');
        const signature = header(request.headers['stripe-signature']);
        if (!signature) throw badRequest('Invalid signature.');
        let event: ReturnType<typeof parseStripeWebhook>;
        try {
          event = parseStripeWebhook(raw(request.body), signature, secret);
        } catch {
          throw badRequest('Invalid signature.');
        }
        if (!event) return { status: 200, received: true, applied: false };
        return { status: 200, received: true, ...(await applyPaymentEvent(deps, 'stripe', event)) };
      },
    );
  });
}
