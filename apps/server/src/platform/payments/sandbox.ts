import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto';
import type { CheckoutInput, CheckoutSession, PaymentEvent, PaymentProvider } from './port';

/** Test cards of the sandbox checkout (digits only). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandboxPayload = (secret: string, rawBody: string) =>
  createHmac('sha256', `sandbox-payments:${secret}`).update(rawBody).digest('hex');

export const verifySandboxSignature = (secret: string, rawBody: string, signature: string | undefined) =>
  typeof signature === 'string' && safeEqual(signSandboxPayload(secret, rawBody), signature);

/** Serialises a sandbox event the way the sandbox "provider" posts it to the callback. */
export const sandboxCallbackBody = (event: PaymentEvent) => JSON.stringify(event);

/** The default provider: a hosted checkout page served by this app at /pay/sandbox/{purchaseId}. */
export function createSandboxProvider(publicUrl?: string): PaymentProvider {
  const base = publicUrl?.replace(/\/$/, '') ?? '';
  return {
    name: 'sandbox',
    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      return { checkoutUrl: `${base}/pay/sandbox/${input.purchaseId}`, providerRef: `sbx_${input.purchaseId}` };
    },
  };
}
