// The cluster test's mail: production refuses the dev mailbox, so the instances send real SMTP to this sink, and the
// test reads the verification codes, admin sign-in codes and withdrawal mails from what it received.
import { createServer } from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A minimal SMTP sink: accepts every mail and keeps it by recipient. */
export function startSmtp(port) {
  const mails = [];
  const server = createServer((conn) => {
    let buf = '';
    let data = null;
    let to = [];
    conn.write('220 sink\r\n');
    conn.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buf.slice(0, end);
          buf = buf.slice(end + 5);
          mails.push({ to, raw: data, at: Date.now() });
          data = null;
          to = [];
          conn.write('250 ok\r\n');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') conn.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(line.match(/<([^>]+)>/)?.[1]?.toLowerCase() ?? '');
          conn.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          conn.write('354 go\r\n');
        } else if (verb === 'QUIT') {
          conn.end('221 bye\r\n');
        } else conn.write('250 ok\r\n');
      }
    });
    conn.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, mails })));
}

/** The body text of the newest mail to `email` received after `since` that `pick` finds something in. */
export async function waitForMail(smtp, email, since, pick, what) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && m.at >= since);
    for (const mail of mails.reverse()) {
      const text = mail.raw
        .replace(/=\r\n/g, '')
        .split(/\r\n\r\n/)
        .slice(1)
        .join('\n');
      const found = pick(text);
      if (found) return found;
    }
    await sleep(100);
  }
  throw new Error(`no ${what} mailed to ${email}`);
}

/** The six-digit code of the newest mail to `email` received after `since`. */
export const mailedCode = (smtp, email, since) =>
  waitForMail(smtp, email, since, (text) => text.match(/\b(\d{6})\b/)?.[1], 'code');
