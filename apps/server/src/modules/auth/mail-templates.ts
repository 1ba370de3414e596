import type { Mail } from '../../platform/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain, dark-on-light mail body that renders everywhere (inline styles only). */
export function layout(title: string, paragraphs: string[], action?: { label: string; href: string }, code?: string) {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const codeBlock = code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:monospace">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.slice(0, 1).map(p).join('')}${codeBlock}${button}${paragraphs.slice(1).map(p).join('')}
</div></body></html>`;
}

export function verificationMail(to: string, username: string, link: string, code: string): Mail {
  const subject = 'Verify your Crowns email';
  const text = [
    `Hi ${username},`,
    '',
    `Your verification code is ${code}`,
    '',
    `Or open this link to verify your email: ${link}`,
    '',
    'The link and the code expire in 24 hours and work once.',
    "If you didn't create a Crowns account, ignore this email.",
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${username}, enter this code to verify your email:`,
      'Or open the link. The link and the code expire in 24 hours and work once.',
      "If you didn't create a Crowns account, ignore this email.",
    ],
    { label: 'Verify email', href: link },
    code,
  );
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, username: string, link: string): Mail {
  const subject = 'Reset your Crowns password';
  const text = [
    `Hi ${username},`,
    '',
    `Open this link to choose a new password: ${link}`,
    '',
    'The link expires in 1 hour and works once.',
    "If you didn't ask for a reset, ignore this email; your password stays the same.",
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${username}, open the link to choose a new password.`,
      'The link expires in 1 hour and works once.',
      "If you didn't ask for a reset, ignore this email; your password stays the same.",
    ],
    { label: 'Reset password', href: link },
  );
  return { to, subject, text, html };
}

/** To the owner of an email someone tried to register again (the registration answer does not tell). */
export function accountExistsMail(to: string, username: string): Mail {
  const subject = 'You already have a Crowns account';
  const lines = [
    'Someone, maybe you, tried to create a Crowns account with this email address. It already has one.',
    "Log in with this email. If you forgot your password, choose 'Forgot password?' in the login dialog.",
    "If it wasn't you, ignore this email; nothing was changed.",
  ];
  const text = [`Hi ${username},`, '', ...lines].join('\n');
  const html = layout(subject, [`Hi ${username}. ${lines[0]}`, ...lines.slice(1)]);
  return { to, subject, text, html };
}

export function otpMail(to: string, username: string, code: string, ttlMinutes: number): Mail {
  const subject = 'Your Crowns sign-in code';
  const text = [
    `Hi ${username},`,
    '',
    `Your one-time sign-in code is ${code}`,
    '',
    `It expires in ${ttlMinutes} minutes and works once.`,
    "If you didn't try to sign in, change your password now.",
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${username}, your one-time sign-in code is:`,
      `It expires in ${ttlMinutes} minutes and works once.`,
      "If you didn't try to sign in, change your password now.",
    ],
    undefined,
    code,
  );
  return { to, subject, text, html };
}
