/**
 * Server-rendered pages of the sandbox payment provider: self-contained HTML + CSS, no scripts. They stand in for
 * Stripe's hosted checkout, in the product's look (UI.md tokens, Inter when the web app's build holds it).
 */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PageSummary = { id: string; usd: string; crowns: string };
/** `fontUrl`: the web build's Inter file, when there is one. */
export type PageLook = { fontUrl?: string | null };

const css = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#0e0e10;color:#efeff1;
font:400 14px/1.5 'Inter Variable',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}
body{display:flex;justify-content:center;padding:48px 24px}
.checkout{width:100%;max-width:920px;display:grid;grid-template-columns:1fr 1fr;gap:48px;align-items:start}
.top{display:flex;align-items:center;gap:12px;margin-bottom:32px}
.back{all:unset;display:inline-flex;align-items:center;gap:8px;cursor:pointer;color:#adadb8;font-weight:600;
padding:6px 8px;margin-left:-8px;border-radius:8px}
.back:hover{color:#efeff1;background:#1f1f23}.back:focus-visible{outline:2px solid #8b5cf6;outline-offset:2px}
.logo{color:#efeff1;font-weight:800;letter-spacing:.2px}
.badge{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.6px;color:#f59e0b;
background:rgba(245,158,11,.14);padding:2px 8px;border-radius:999px}
.label{margin:0;color:#adadb8;font-weight:600}
.amount{margin:4px 0 0;font-size:36px;font-weight:800;letter-spacing:-.5px;font-variant-numeric:tabular-nums}
.crowns{display:inline-flex;align-items:center;gap:6px;margin:8px 0 0;color:#f5c518;font-weight:700;
font-variant-numeric:tabular-nums}
.lines{margin:32px 0 0;padding:0;border-top:1px solid #2f2f35}
.lines div{display:flex;justify-content:space-between;padding:12px 0;border-bottom:1px solid #2f2f35}
.lines dt{color:#adadb8}.lines dd{margin:0;font-variant-numeric:tabular-nums}.lines .total dt,.lines .total dd{color:#efeff1;font-weight:700}
.panel{background:#18181b;border:1px solid #2f2f35;border-radius:12px;padding:24px}
h1{margin:0 0 16px;font-size:18px;font-weight:700}
p{margin:0}.muted{color:#adadb8}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
label{display:block;margin:16px 0 6px;color:#adadb8;font-size:13px;font-weight:600}
input{width:100%;height:40px;padding:0 12px;background:#1f1f23;color:#efeff1;border:1px solid #2f2f35;border-radius:8px;
font:inherit;font-variant-numeric:tabular-nums;outline:none;transition:border-color .15s ease-out,box-shadow .15s ease-out}
input::placeholder{color:#8a8a96}
input:focus{border-color:#8b5cf6;box-shadow:0 0 0 3px rgba(139,92,246,.25)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.btn{display:flex;align-items:center;justify-content:center;width:100%;height:44px;margin-top:24px;border:0;border-radius:8px;
background:#7c3aed;color:#fff;font:inherit;font-size:15px;font-weight:700;cursor:pointer;text-decoration:none;
transition:background .15s ease-out}
.btn:hover{background:#6d28d9}.btn:focus-visible{outline:2px solid #8b5cf6;outline-offset:2px}
.btn.secondary{background:#1f1f23;color:#efeff1;border:1px solid #2f2f35}.btn.secondary:hover{background:#26262c}
.link{all:unset;display:block;width:100%;margin-top:12px;padding:8px 0;text-align:center;color:#adadb8;font-weight:600;
cursor:pointer;border-radius:8px}.link:hover{color:#efeff1}.link:focus-visible{outline:2px solid #8b5cf6;outline-offset:2px}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:24px}.actions .btn{margin:0}
.alert{display:flex;gap:10px;margin:0 0 8px;padding:12px;border-radius:8px;border:1px solid rgba(239,68,68,.45);
background:rgba(239,68,68,.1);color:#fecaca}
.alert.ok{border-color:rgba(34,197,94,.45);background:rgba(34,197,94,.1);color:#bbf7d0}
.alert strong{display:block;color:#efeff1}
.hint{margin-top:20px;color:#8a8a96;font-size:12px}.hint code{color:#adadb8;font-variant-numeric:tabular-nums}
.secure{display:flex;align-items:center;justify-content:center;gap:6px;margin-top:12px;color:#8a8a96;font-size:12px}
@media (max-width:760px){body{padding:20px 16px}.checkout{grid-template-columns:1fr;gap:24px}.top{margin-bottom:20px}
.lines{display:none}.amount{font-size:30px}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}`;

export const ARROW =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M19 12H5M12 19l-7-7 7-7"/></svg>';
const CROWN =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M3 7l5 4 4-6 4 6 5-4-2 12H5L3 7z"/></svg>';
export const LOCK =
  '<svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

export function layout(title: string, look: PageLook, body: string) {
  const font = look.fontUrl
    ? `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${esc(look.fontUrl)}) format('woff2-variations')}`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · Crowns</title><style>${font}${css}</style></head><body>${body}</body></html>`;
}

/** The way back at every step: cancels the checkout and returns to the wallet. */
const cancelControl = (s: PageSummary) =>
  `<form method="post" action="/pay/sandbox/${esc(s.id)}/cancel"><button type="submit" class="back">${ARROW}<span class="logo">Crowns</span><span class="sr-only"> – cancel and return</span></button></form>`;

/** The left column: where to go back, what is bought and for how much. */
function summary(s: PageSummary, back: string) {
  return `<section class="summary" aria-label="Order summary"><div class="top">${back}<span class="badge">Test mode</span></div>
<p class="label">Buy crowns</p><p class="amount">$${esc(s.usd)}</p>
<p class="crowns">${CROWN}${esc(s.crowns)} Crowns</p>
<dl class="lines"><div><dt>${esc(s.crowns)} Crowns</dt><dd>$${esc(s.usd)}</dd></div>
<div class="total"><dt>Total due</dt><dd>$${esc(s.usd)}</dd></div></dl></section>`;
}

const alert = (title: string, text: string, ok = false) =>
  `<div class="alert${ok ? ' ok' : ''}" role="${ok ? 'status' : 'alert'}"><p><strong>${esc(title)}</strong>${esc(text)}</p></div>`;

const page = (title: string, s: PageSummary, look: PageLook, back: string, panel: string) =>
  layout(
    title,
    look,
    `<main class="checkout">${summary(s, back)}<section class="panel" aria-labelledby="step-title">${panel}</section></main>`,
  );

export function checkoutPage(
  s: PageSummary,
  look: PageLook,
  opts: { error?: string; values?: Record<string, string> } = {},
) {
  const v = (k: string) => esc(opts.values?.[k] ?? '');
  return page(
    'Checkout',
    s,
    look,
    cancelControl(s),
    `<h1 id="step-title">Pay with card</h1>
${opts.error ? alert(opts.error, ' Check the details or try another card.') : ''}
<form method="post" action="/pay/sandbox/${esc(s.id)}" autocomplete="on">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required value="${v('name')}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number"
 placeholder="1234 1234 1234 1234" maxlength="23" required value="${v('card')}">
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM / YY"
 autocomplete="cc-exp" maxlength="7" required value="${v('expiry')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"
 maxlength="4" required></div></div>
<button type="submit" class="btn">Pay $${esc(s.usd)}</button></form>
<form method="post" action="/pay/sandbox/${esc(s.id)}/cancel"><button type="submit" class="link">Cancel and return to Crowns</button></form>
<p class="secure">${LOCK} Test checkout: no real card is charged.</p>
<p class="hint">Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined,
<code>4000 0027 6000 3184</code> asks your bank to confirm. Any future expiry and any CVC.</p>`,
  );
}

export function confirmPage(s: PageSummary, look: PageLook) {
  const action = `/pay/sandbox/${esc(s.id)}/confirm`;
  return page(
    'Confirm this payment',
    s,
    look,
    cancelControl(s),
    `<h1 id="step-title">Confirm this payment</h1>
<p class="muted">Your bank asks you to confirm this payment of $${esc(s.usd)}. In test mode, choose the bank's answer.</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="action" value="fail">
<button type="submit" class="btn secondary">Fail</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="complete">
<button type="submit" class="btn">Complete</button></form></div>
<form method="post" action="/pay/sandbox/${esc(s.id)}/cancel"><button type="submit" class="btn secondary">Cancel payment</button></form>`,
  );
}

/** A checkout that is over (paid, cancelled or expired): what happened and the way back. */
export function resultPage(
  s: PageSummary,
  look: PageLook,
  kind: 'closed' | 'succeeded',
  message: string,
  returnUrl: string,
) {
  const back = `<a class="back" href="${esc(returnUrl)}">${ARROW}<span class="logo">Crowns</span></a>`;
  const title = kind === 'succeeded' ? 'Payment complete' : 'Checkout closed';
  return page(
    title,
    s,
    look,
    back,
    `<h1 id="step-title">${title}</h1>${alert(message, '', kind === 'succeeded')}
<a class="btn" href="${esc(returnUrl)}">Return to Crowns</a>`,
  );
}

export const notFoundPage = (look: PageLook) =>
  layout(
    'Not found',
    look,
    `<main class="checkout" style="grid-template-columns:1fr;max-width:420px"><section class="panel" aria-labelledby="step-title">
<h1 id="step-title">Checkout not found</h1><p class="muted">This payment link is invalid.</p></section></main>`,
  );
