import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../platform/mailer';
import { createTestApp, type TestContext } from '../../test/setup';
import { BIRTHDATE, mailCode, PASSWORD, post, uniqueUser } from './testing';

type Received = { from: string; to: string[]; raw: string };

describe('mail through real SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let mailer: SmtpMailer;
  let t: TestContext;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Crowns <no-reply@crowns.test>');
    t = await createTestApp({ mailer });
  });
  afterAll(async () => {
    await t.close();
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification mail of a registration, and the mailed code verifies the email', async () => {
    const u = uniqueUser('smtp');
    const res = await post(t, '/v1/auth/register', { ...u, password: PASSWORD, birthdate: BIRTHDATE });
    expect(res.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@crowns.test');
    expect(mail!.to).toEqual([u.email]);
    expect(mail!.raw).toMatch(/^Subject: Verify your Crowns email/m);
    // The plain-text part carries the code before any link.
    const text = mail!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('/verify-email?token=');
    const code = mailCode(text.slice(text.indexOf('Your verification code')));
    const verify = await post(t, '/v1/auth/verify-email', { email: u.email, code });
    expect(verify.statusCode).toBe(200);
  });
});
