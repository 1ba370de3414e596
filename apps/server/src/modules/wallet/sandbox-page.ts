/** Server-rendered pages of the sandbox payment provider: self-contained HTML + CSS, no scripts. */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PageSummary = { id: string; usd: string; crowns: string };

const css = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#0e0e10;color:#efeff1;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
.card{width:100%;max-width:420px;background:#18181b;border:1px solid #2a2a2f;border-radius:16px;padding:28px;
box-shadow:0 20px 60px rgba(0,0,0,.5)}
.brand{display:flex;justify-content:space-between;align-items:center;margin-bottom:20px}
.logo{font-weight:700;letter-spacing:.3px}.logo span{color:#a970ff}
.badge{font-size:11px;text-transform:uppercase;letter-spacing:.8px;background:#3a2a00;color:#ffd36b;
padding:3px 8px;border-radius:999px}
.amount{font-size:34px;font-weight:700;margin:0}.crowns{color:#f5c542;margin:2px 0 22px}
label{display:block;font-size:13px;color:#adadb8;margin:14px 0 6px}
input{width:100%;background:#1f1f23;border:1px solid #3a3a40;color:#efeff1;border-radius:10px;padding:12px 14px;
font-size:15px;outline:none}input:focus{border-color:#a970ff;box-shadow:0 0 0 3px rgba(169,112,255,.25)}
.row{display:flex;gap:12px}.row>div{flex:1}
button,.btn{display:block;width:100%;margin-top:22px;background:#9147ff;color:#fff;border:0;border-radius:10px;
padding:13px;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.btn:hover{background:#772ce8}.secondary{background:#2a2a2f}.secondary:hover{background:#3a3a40}
.error{background:#3b1219;border:1px solid #7a1f2c;color:#ffb3bd;border-radius:10px;padding:12px 14px;margin:8px 0 4px}
.ok{background:#10291c;border:1px solid #1f6b43;color:#9ff0c3;border-radius:10px;padding:12px 14px}
.hint{margin-top:22px;font-size:12px;color:#7d7d87}.hint code{color:#adadb8}
h1{font-size:20px;margin:0 0 8px}p{color:#adadb8;margin:6px 0}`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · Crowns Pay</title><style>${css}</style></head><body><main class="card">
<div class="brand"><div class="logo">Crowns <span>Pay</span></div><div class="badge">Test mode</div></div>
${body}</main></body></html>`;
}

const summary = (s: PageSummary) => `<p class="amount">$${esc(s.usd)}</p><p class="crowns">${esc(s.crowns)} Crowns</p>`;

export function checkoutPage(s: PageSummary, opts: { error?: string; values?: Record<string, string> } = {}) {
  const v = (k: string) => esc(opts.values?.[k] ?? '');
  return layout(
    'Checkout',
    `${summary(s)}
${opts.error ? `<div class="error" role="alert">${esc(opts.error)}</div>` : ''}
<form method="post" action="/pay/sandbox/${esc(s.id)}" autocomplete="on">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required value="${v('name')}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number"
 placeholder="4242 4242 4242 4242" maxlength="23" required value="${v('card')}">
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM / YY"
 autocomplete="cc-exp" maxlength="7" required value="${v('expiry')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"
 maxlength="4" required></div></div>
<button type="submit">Pay $${esc(s.usd)}</button></form>
<div class="hint">Sandbox cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined,
<code>4000 0027 6000 3184</code> asks for confirmation. Any future expiry and any CVC.</div>`,
  );
}

export function confirmPage(s: PageSummary) {
  return layout(
    'Confirm this payment',
    `<h1>Confirm this payment</h1><p>Your bank asks you to confirm this payment.</p>${summary(s)}
<form method="post" action="/pay/sandbox/${esc(s.id)}/confirm"><input type="hidden" name="action" value="complete">
<button type="submit">Complete</button></form>
<form method="post" action="/pay/sandbox/${esc(s.id)}/confirm"><input type="hidden" name="action" value="fail">
<button type="submit" class="secondary">Fail</button></form>`,
  );
}

export function resultPage(s: PageSummary, kind: 'declined' | 'succeeded', message: string, returnUrl: string) {
  const box =
    kind === 'declined'
      ? `<div class="error" role="alert">${esc(message)}</div>`
      : `<div class="ok">${esc(message)}</div>`;
  return layout(
    kind === 'declined' ? 'Payment declined' : 'Payment complete',
    `${summary(s)}${box}<a class="btn ${kind === 'declined' ? 'secondary' : ''}" href="${esc(returnUrl)}">Return to Crowns</a>`,
  );
}

export const notFoundPage = () =>
  layout('Not found', '<h1>Checkout not found</h1><p>This payment link is invalid.</p>');
