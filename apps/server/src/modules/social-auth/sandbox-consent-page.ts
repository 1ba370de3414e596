import { type LinkProvider, PROVIDER_LABEL } from '@crowns/contracts';
import type { SandboxIdentity } from '../../platform/oauth/sandbox';
import { closedPage } from '../payouts-sandbox/sandbox-payout-pages';
import { esc, LOCK, layout, type PageLook } from '../wallet/sandbox-page';

/**
 * The sandbox identity provider's consent page (no scripts), in the look of the sandbox checkout: it stands in for
 * "Sign in with Twitch / Google / …": pick a test person or type one, then Allow or Cancel.
 */

/** The authorize request, carried through the page's form as hidden fields. */
export type AuthorizeRequest = {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
  code_challenge: string;
  code_challenge_method: string;
};

const extraCss = `<style>
.choice{display:flex;align-items:flex-start;gap:12px;margin-top:12px;padding:12px;border:1px solid #2f2f35;border-radius:8px;cursor:pointer}
.choice:has(input:checked){border-color:#8b5cf6;background:rgba(139,92,246,.08)}
.choice input{width:auto;height:auto;margin:3px 0 0;accent-color:#8b5cf6}
.choice strong{display:block;color:#efeff1}.choice span{color:#adadb8;font-size:13px}
.check{display:flex;align-items:center;gap:8px;margin-top:12px;color:#adadb8;font-size:13px;font-weight:600}
.check input{width:auto;height:auto;margin:0;accent-color:#8b5cf6}
fieldset{border:0;margin:0;padding:0}legend{padding:0;color:#adadb8;font-weight:600}
</style>`;

const hidden = (req: AuthorizeRequest) =>
  Object.entries(req)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

const describe = (who: SandboxIdentity) =>
  who.email ? `${who.email} · ${who.emailVerified ? 'email verified' : 'email not verified'}` : 'no email shared';

export function consentPage(
  look: PageLook,
  provider: LinkProvider,
  people: SandboxIdentity[],
  req: AuthorizeRequest,
  opts: { error?: string; typed?: { handle?: string; email?: string; verified?: boolean } } = {},
) {
  const label = PROVIDER_LABEL[provider];
  const base = `/oauth/sandbox/${provider}`;
  const choices = people
    .map(
      (who, i) =>
        `<label class="choice"><input type="radio" name="identity" value="${esc(who.handle)}"${i === 0 && !opts.typed ? ' checked' : ''}>
<span><strong>${esc(who.handle)}</strong><span>${esc(describe(who))}</span></span></label>`,
    )
    .join('\n');
  const t = opts.typed ?? {};
  const typed = `<label class="choice"><input type="radio" name="identity" value="custom"${opts.typed ? ' checked' : ''}>
<span><strong>Someone else</strong><span>Type a test ${esc(label)} account below.</span></span></label>
<label for="handle">${esc(label)} username</label><input id="handle" name="handle" maxlength="40" autocomplete="off" value="${esc(t.handle ?? '')}">
<label for="email">Email (optional)</label><input id="email" name="email" type="email" maxlength="254" autocomplete="off" value="${esc(t.email ?? '')}">
<label class="check"><input type="checkbox" name="verified" value="true"${t.verified ? ' checked' : ''}> ${esc(label)} has verified this email</label>`;
  const error = opts.error ? `<div class="alert" role="alert"><p><strong>${esc(opts.error)}</strong></p></div>` : '';
  return layout(
    `Sign in with ${label}`,
    look,
    `${extraCss}<main class="checkout"><section class="summary" aria-label="About this step"><div class="top"><span class="logo">${esc(label)}</span><span class="badge">Test mode</span></div>
<p class="label">Crowns wants to use your ${esc(label)} account</p>
<p class="muted" style="margin-top:8px">Crowns will see your ${esc(label)} username${provider === 'youtube' || provider === 'tiktok' ? ' and may upload videos for you' : ' and email'}. This is the sandbox: no real ${esc(label)} account is used.</p></section>
<section class="panel" aria-labelledby="step-title"><h1 id="step-title">Choose a test account</h1>${error}
<form method="post" action="${esc(base)}/authorize">${hidden(req)}<fieldset><legend class="sr-only">Test account</legend>
${choices}
${typed}</fieldset>
<div class="actions"><button type="submit" class="btn secondary" formaction="${esc(base)}/cancel">Cancel</button><button type="submit" class="btn">Allow</button></div></form>
<p class="secure">${LOCK} Sandbox identity provider: test accounts only.</p></section></main>`,
  );
}

/** An authorize request that cannot go back to its client (unknown redirect URI, not a sandbox provider). */
export const consentErrorPage = (look: PageLook, message: string) =>
  closedPage(look, 'Sign-in request refused', message);
