import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginViaApi, type Tokens } from '../src/api';
import { createBountyViaApi } from '../src/bounty-api';
import { baseURL, launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function post(t: Tokens, path: string, body?: object) {
  const res = await fetch(`${baseURL()}/v1${path}`, {
    method: 'POST',
    headers: {
      accessToken: t.accessToken,
      idToken: t.idToken,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data?: { claimId?: number } };
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

describe('admin bounties', () => {
  it('a submission reaches the open review queue live; after approval the escrow trail shows where the crowns went', async () => {
    const creator = await userWithCrowns('escrow', 1000);
    const hunter = await userWithCrowns('hunter');
    const title = `Escrow trail ${Date.now().toString(36)}`;
    const id = await createBountyViaApi(creator, { title, crowns: 1000 });

    const admin = await pageAs(browser, await adminLoginViaApi('admin@crowns.gg', 'Admin1234!'));
    await admin.page.goto('/admin/bounty/bountylist');
    await admin.page.getByRole('tab', { name: /Review queue/ }).waitFor();
    const item = admin.page.getByRole('article').filter({ hasText: title });
    expect(await item.count()).toBe(0);

    // Claimed and submitted elsewhere: the queue shows it without a reload (admin channel, no polling).
    const claimId = (await post(hunter, `/bounty/${id}/claim`)).data?.claimId;
    await post(hunter, `/bounty/${id}/claim/${claimId}/verify`, {
      platform: 'twitch',
      title: 'My clip',
      description: 'Done',
      category: 'Gaming',
      clip_url: 'https://clips.twitch.tv/abc',
    });
    await item.waitFor({ timeout: 10_000 });
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve submission?' })
      .getByRole('button', { name: 'Approve and pay' })
      .click();
    await admin.page.getByText('Verification Successful').first().waitFor();

    await admin.page.getByRole('tab', { name: 'All bounties' }).click();
    await admin.page.getByLabel('Title').fill(title);
    await admin.page.getByLabel('Status').selectOption('completed');
    await admin.page
      .getByRole('table', { name: 'All bounties' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const dialog = admin.page.getByRole('dialog', { name: title });
    const trail = dialog.getByRole('list', { name: 'Escrow trail' });
    await trail.getByText(/Payout to hunter/).waitFor();
    await trail.getByText('Platform fee to Platform revenue').waitFor();
    await trail.getByText(/Starting reward from escrow/).waitFor();
    await admin.page.waitForTimeout(300);
    await snap(admin.page, 'admin-escrow-trail');
    await admin.context.close();
  });
});
