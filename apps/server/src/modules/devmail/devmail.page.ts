/** A mail as the dev mailbox lists it (GET /dev/mailbox.json) and renders it. */
export type DevMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
  codes: string[];
};

const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Self-contained: no scripts (the CSP forbids inline ones), no external assets.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#0e0e10;color:#efeff1;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{position:sticky;top:0;background:#18181b;border-bottom:1px solid #2f2f35;padding:14px 24px;display:flex;flex-wrap:wrap;gap:12px;align-items:center}
h1{font-size:18px;margin:0 16px 0 0}
h1 span{color:#a970ff}
form{display:flex;gap:8px;flex:1;min-width:260px}
input{flex:1;background:#0e0e10;border:1px solid #3a3a40;border-radius:8px;color:#efeff1;padding:8px 12px;font:inherit}
button,.btn{background:#9147ff;color:#fff;border:0;border-radius:8px;padding:8px 14px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.btn.ghost{background:#2f2f35}
main{max-width:960px;margin:0 auto;padding:24px;display:grid;gap:16px}
article{background:#18181b;border:1px solid #2f2f35;border-radius:12px;padding:18px 20px}
.meta{display:flex;flex-wrap:wrap;gap:4px 16px;color:#adadb8;font-size:13px}
.meta b{color:#efeff1;font-weight:600}
h2{font-size:17px;margin:6px 0 12px}
.codes{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 12px}
.code{font:700 30px/1 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:6px;background:#1f1f23;border:1px solid #9147ff;border-radius:10px;padding:10px 16px;user-select:all}
.links{display:grid;gap:6px;margin:0 0 12px}
.links a{color:#bf94ff;word-break:break-all;font-weight:600}
details summary{cursor:pointer;color:#adadb8;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;background:#0e0e10;border-radius:8px;padding:12px;margin:8px 0 0;color:#dedee3;font:13px/1.5 ui-monospace,Menlo,monospace}
.empty{color:#adadb8;text-align:center;padding:48px 0}
`;

function renderMail(mail: DevMail) {
  const codes = mail.codes.map((c) => `<span class="code" title="code">${esc(c)}</span>`).join('');
  const links = mail.links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('');
  return `<article>
<div class="meta"><span>To <b>${esc(mail.to)}</b></span><time datetime="${esc(mail.createdAt)}">${esc(mail.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></div>
<h2>${esc(mail.subject)}</h2>
${codes ? `<div class="codes">${codes}</div>` : ''}${links ? `<div class="links">${links}</div>` : ''}
<details open><summary>Full text</summary><pre>${esc(mail.text)}</pre></details>
</article>`;
}

export function renderMailbox(mails: DevMail[], to: string | undefined) {
  const title = to ? `Mails to ${to}` : 'All mails';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Crowns</title><style>${STYLE}</style></head>
<body>
<header><h1>Dev mailbox <span>· ${esc(title)}</span></h1>
<form method="get" action="/dev/mailbox"><input type="search" name="to" placeholder="Filter by recipient email" value="${esc(to ?? '')}" aria-label="Recipient"><button type="submit">Filter</button></form>
<a class="btn ghost" href="/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a>${to ? '<a class="btn ghost" href="/dev/mailbox">Show all</a>' : ''}
</header>
<main>${mails.length ? mails.map(renderMail).join('\n') : '<p class="empty">No mails yet.</p>'}</main>
</body></html>`;
}
