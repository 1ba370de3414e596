import type { PayoutMethodType } from '@crowns/contracts';
import {
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_CREDIT_CARD,
  SANDBOX_DEBIT_CARDS,
  SANDBOX_METHOD_MSG,
  SANDBOX_ROUTING_NUMBER,
  type SandboxMethod,
} from '../../platform/payouts';

export type MethodForm = { name?: string; routing?: string; account?: string; card?: string; expiry?: string };

const digitsOf = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '');

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/**
 * What the sandbox's add-method page makes of a form: the method it adds, or the problem it shows. Any valid
 * number is accepted (like a real provider); the test numbers decide what happens at payout.
 */
export function readMethodForm(
  type: PayoutMethodType,
  form: MethodForm,
  now: Date,
): { method: SandboxMethod } | { problem: string } {
  if (!form.name?.trim()) return { problem: SANDBOX_METHOD_MSG.name };
  if (type === 'bank') {
    if (digitsOf(form.routing) !== SANDBOX_ROUTING_NUMBER) return { problem: SANDBOX_METHOD_MSG.routing };
    const account = digitsOf(form.account);
    if (!/^\d{4,17}$/.test(account)) return { problem: SANDBOX_METHOD_MSG.account };
    const last4 = account.slice(-4);
    return {
      method: {
        type,
        label: `Sandbox Bank checking ••${last4}`,
        last4,
        failsAtPayout: account === SANDBOX_BANK_ACCOUNTS.fails,
      },
    };
  }
  const card = digitsOf(form.card);
  if (!/^\d{12,19}$/.test(card) || !luhn(card)) return { problem: SANDBOX_METHOD_MSG.card };
  if (card === SANDBOX_CREDIT_CARD) return { problem: SANDBOX_METHOD_MSG.creditCard };
  const exp = (form.expiry ?? '').replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  const month = Number(exp?.[1]);
  if (!exp || month < 1 || month > 12) return { problem: SANDBOX_METHOD_MSG.expiry };
  const year = 2000 + Number(exp[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { problem: SANDBOX_METHOD_MSG.expired };
  const last4 = card.slice(-4);
  return {
    method: { type, label: `Visa debit ••${last4}`, last4, failsAtPayout: card === SANDBOX_DEBIT_CARDS.fails },
  };
}
