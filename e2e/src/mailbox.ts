import { baseURL } from './browser';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** Waits for the newest mail to `to` (optionally matching the subject) in the dev mailbox. */
export async function latestMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseURL()}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const body = (await res.json()) as { mails: Mail[] } | Mail[];
      const mails = Array.isArray(body) ? body : body.mails;
      const mail = mails.find((m) => !subject || subject.test(m.subject));
      if (mail) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const firstLink = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${path}[^\\s"'<>]*`));
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0];
};

export const sixDigitCode = (text: string) => {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
