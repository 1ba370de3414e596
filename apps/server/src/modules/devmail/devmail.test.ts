import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { extractSecrets } from './devmail.routes';

describe('dev mailbox', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const send = (to: string, subject: string, text: string) => t.deps.mailer.send({ to, subject, text });
    await send(
      'alice@example.com',
      'Verify your Crowns email',
      'Your code is 482913\nLink: http://localhost:3000/verify-email?token=ab-123456-cd',
    );
    await send('bob@example.com', 'Hello <script>alert(1)</script>', 'No secrets here, only 2026.');
    await send('alice@example.com', 'Your Crowns sign-in code', 'Your one-time sign-in code is 007700');
  });
  afterAll(() => t.close());

  it('extracts links and 6-digit codes, not digits inside links', () => {
    expect(extractSecrets('code 123456 http://x.test/a?token=ab-654321-cd and 1234567')).toEqual({
      links: ['http://x.test/a?token=ab-654321-cd'],
      codes: ['123456'],
    });
  });

  it('lists mails as JSON, newest first, filtered by recipient', async () => {
    const res = await t.app.inject('/dev/mailbox.json?to=Alice@Example.com');
    expect(res.statusCode).toBe(200);
    const { mails } = res.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Your Crowns sign-in code',
      'Verify your Crowns email',
    ]);
    expect(mails[0]).toMatchObject({ to: 'alice@example.com', codes: ['007700'], links: [] });
    expect(mails[1]).toMatchObject({
      codes: ['482913'],
      links: ['http://localhost:3000/verify-email?token=ab-123456-cd'],
    });
    expect(typeof mails[1].createdAt).toBe('string');
    expect((await t.app.inject('/dev/mailbox.json')).json().mails).toHaveLength(3);
  });

  it('renders a self-contained HTML page with codes, clickable links and escaped content', async () => {
    const res = await t.app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<span class="code" title="code">482913</span>');
    expect(html).toContain('<a href="http://localhost:3000/verify-email?token=ab-123456-cd">');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!localhost:3000\/verify-email)/);
    expect(html.indexOf('Your Crowns sign-in code')).toBeLessThan(html.indexOf('Verify your Crowns email'));
  });

  it('does not exist when the dev mailbox is off', async () => {
    const prod = await createTestApp({}, { DEV_MAILBOX: 'false' });
    try {
      expect((await prod.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await prod.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
