import type { PayoutMethodType } from '@crowns/contracts';
import {
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_CREDIT_CARD,
  SANDBOX_DEBIT_CARDS,
  SANDBOX_IDENTITIES,
  SANDBOX_ROUTING_NUMBER,
} from '../../platform/payouts';
import { ARROW, esc, LOCK, layout, type PageLook } from '../wallet/sandbox-page';

/**
 * Server-rendered pages of the sandbox payouts provider (no scripts), in the look of the sandbox checkout: they stand
 * in for a provider's hosted identity check and its add-a-bank-account-or-card page.
 */

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const alert = (text: string) => `<div class="alert" role="alert"><p><strong>${esc(text)}</strong></p></div>`;

/** Two columns like the checkout: what this page is for on the left, the step on the right. */
function page(look: PageLook, title: string, intro: string, back: string, panel: string) {
  return layout(
    title,
    look,
    `<main class="checkout"><section class="summary" aria-label="About this step"><div class="top">${back}<span class="badge">Test mode</span></div>
<p class="label">${esc(title)}</p><p class="muted" style="margin-top:8px">${esc(intro)}</p></section>
<section class="panel" aria-labelledby="step-title">${panel}</section></main>`,
  );
}

const backForm = (action: string) =>
  `<form method="post" action="${esc(action)}"><button type="submit" class="back">${ARROW}<span class="logo">Crowns</span><span class="sr-only"> – cancel and return</span></button></form>`;

export function identityPage(look: PageLook, sessionId: string, level: 'basic' | 'enhanced', error?: string) {
  const base = `/payouts/sandbox/identity/${encodeURIComponent(sessionId)}`;
  const what = level === 'enhanced' ? 'a photo ID and a selfie' : 'a photo ID';
  const choices = Object.entries(SANDBOX_IDENTITIES)
    .map(
      ([key, who]) =>
        `<form method="post" action="${esc(base)}"><input type="hidden" name="identity" value="${esc(key)}">
<button type="submit" class="btn${key === 'pass' ? '' : ' secondary'}">Continue as ${esc(who.name)}</button></form>`,
    )
    .join('\n');
  return page(
    look,
    'Verify your identity',
    `Crowns asks for ${what} before money leaves your wallet. In test mode, choose a test person instead.`,
    backForm(`${base}/cancel`),
    `<h1 id="step-title">Choose a test identity</h1>${error ? alert(error) : ''}
${choices}
<form method="post" action="${esc(base)}/cancel"><button type="submit" class="link">Cancel and return to Crowns</button></form>
<p class="secure">${LOCK} Test identity check: no document is uploaded.</p>
<p class="hint">${esc(SANDBOX_IDENTITIES.pass.name)} is verified, ${esc(SANDBOX_IDENTITIES.fail.name)} is refused,
${esc(SANDBOX_IDENTITIES.review.name)} is reviewed by hand and approved a little later.</p>`,
  );
}

export function methodPage(
  look: PageLook,
  linkToken: string,
  type: PayoutMethodType,
  opts: { error?: string; values?: Record<string, string | undefined> } = {},
) {
  const base = `/payouts/sandbox/method/${encodeURIComponent(linkToken)}`;
  const v = (k: string) => esc(opts.values?.[k] ?? '');
  const fields =
    type === 'bank'
      ? `<label for="name">Account holder</label><input id="name" name="name" autocomplete="name" required value="${v('name')}">
<label for="routing">Routing number</label><input id="routing" name="routing" inputmode="numeric" maxlength="9" required value="${v('routing')}">
<label for="account">Account number</label><input id="account" name="account" inputmode="numeric" maxlength="17" required value="${v('account')}">`
      : `<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required value="${v('name')}">
<label for="card">Debit card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number"
 placeholder="1234 1234 1234 1234" maxlength="23" required value="${v('card')}">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM / YY" autocomplete="cc-exp" maxlength="7" required value="${v('expiry')}">`;
  const hint =
    type === 'bank'
      ? `Routing number <code>${SANDBOX_ROUTING_NUMBER}</code>. Account <code>${SANDBOX_BANK_ACCOUNTS.pays}</code> is paid,
<code>${SANDBOX_BANK_ACCOUNTS.fails}</code> fails at payout (account not found).`
      : `<code>${spaced(SANDBOX_DEBIT_CARDS.pays)}</code> is paid, <code>${spaced(SANDBOX_DEBIT_CARDS.fails)}</code> fails at
payout (issuer declines), <code>${spaced(SANDBOX_CREDIT_CARD)}</code> is a credit card and is refused. Any future expiry.`;
  const title = type === 'bank' ? 'Add a bank account' : 'Add a debit card';
  return page(
    look,
    title,
    'Withdrawals from Crowns are paid to this account. In test mode, use the test numbers below.',
    backForm(`${base}/cancel`),
    `<h1 id="step-title">${title}</h1>${opts.error ? alert(opts.error) : ''}
<form method="post" action="${esc(base)}" autocomplete="on">${fields}
<button type="submit" class="btn">${type === 'bank' ? 'Add bank account' : 'Add debit card'}</button></form>
<form method="post" action="${esc(base)}/cancel"><button type="submit" class="link">Cancel and return to Crowns</button></form>
<p class="secure">${LOCK} Test mode: no real account is linked.</p>
<p class="hint">${hint}</p>`,
  );
}

/** A link that cannot be used (unknown, expired, already used) or a check that is over: why, and the way back. */
export function closedPage(look: PageLook, title: string, message: string, returnUrl?: string) {
  const back = returnUrl ? `<a class="back" href="${esc(returnUrl)}">${ARROW}<span class="logo">Crowns</span></a>` : '';
  return layout(
    title,
    look,
    `<main class="checkout" style="grid-template-columns:1fr;max-width:420px"><section class="panel" aria-labelledby="step-title">
${back}<h1 id="step-title">${esc(title)}</h1><p class="muted">${esc(message)}</p>
${returnUrl ? `<a class="btn" href="${esc(returnUrl)}">Return to Crowns</a>` : ''}</section></main>`,
  );
}
