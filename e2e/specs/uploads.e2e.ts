import { readFileSync } from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginViaApi } from '../src/api';
import { createBountyViaApi, getBountyViaApi, walletBalance } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

/** A 4-second H.264 MP4 of 128x72 (2 KB; made with ffmpeg's lavfi color source, see e2e/fixtures/README.md). */
const CLIP = readFileSync(new URL('../fixtures/clip.mp4', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a bounty answered with an uploaded video', () => {
  it('B uploads a video with the progress bar and submits it, the admin approves, the viewer plays and seeks it', async () => {
    const a = await userWithCrowns('planer', 2000);
    const b = await userWithCrowns('filmer', 0);
    const id = await createBountyViaApi(a, { title: 'Fold a paper plane', crowns: 1000 });

    const hunter = await pageAs(browser, b);
    await hunter.page.goto(`/?bountyId=${id}`);
    const info = hunter.page.getByRole('dialog', { name: 'Bounty Info' });
    await info.getByRole('button', { name: 'Claim Bounty' }).click();
    await hunter.page
      .getByRole('dialog', { name: 'Bounty Accepted!' })
      .getByRole('button', { name: 'Submit Video' })
      .click();
    const form = hunter.page.getByRole('dialog', { name: 'Enter video response' });
    await form.getByRole('radio', { name: 'Upload video' }).check();

    // Hold the PUT until the progress bar was seen, then let it through to the server.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await hunter.page.route('**/files/public/videos/**', async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await held;
      await route.continue();
    });
    await form
      .getByLabel('Choose a video file')
      .setInputFiles({ name: 'plane.mp4', mimeType: 'video/mp4', buffer: CLIP });
    const bar = form.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await form.getByText(/Uploading plane\.mp4/).waitFor();
    await snap(hunter.page, 'upload-progress');
    release();
    await form.getByText('File Uploaded').waitFor();
    await hunter.page.unroute('**/files/public/videos/**');
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    await form.getByRole('button', { name: 'Submit Response' }).click();
    await hunter.page.getByRole('dialog', { name: 'Submission Successful' }).waitFor();
    await snap(hunter.page, 'upload-submitted');

    const [submitted] = (await getBountyViaApi(b, id)).claims;
    const link = submitted?.submit_link ?? '';
    expect(submitted?.platform).toBe('hosted');
    expect(link).toMatch(/^\/files\/public\/videos\/\d+\/[0-9a-f-]+\.mp4$/);

    // The admin approves it in the review queue.
    const admin = await pageAs(browser, await adminLoginViaApi('admin@crowns.gg', 'Admin1234!'));
    await admin.page.goto('/admin/bounty/bountylist');
    const item = admin.page.getByRole('article').filter({ hasText: 'Fold a paper plane' });
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve submission?' })
      .getByRole('button', { name: 'Approve and pay' })
      .click();
    await admin.page.getByText('Verification Successful').first().waitFor();
    expect(await walletBalance(b)).toBe(900);

    // The creator opens the completed bounty: the uploaded video plays from /files with byte ranges, and seeks.
    const creator = await pageAs(browser, a);
    const ranges: number[] = [];
    creator.page.on('response', (res) => {
      if (res.url().includes('/files/public/videos/') && res.url().endsWith('.mp4')) ranges.push(res.status());
    });
    await creator.page.goto(`/?bountyId=${id}`);
    await creator.page
      .getByRole('dialog', { name: 'Ended Bounty Info' })
      .getByRole('button', { name: 'View Response' })
      .click();
    const viewer = creator.page.getByRole('dialog', { name: 'Fold a paper plane' });
    const video = viewer.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(link);
    expect(await video.getAttribute('poster')).toBe(link.replace(/\.mp4$/, '.poster.jpg'));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const seekable = await video.evaluate((v: HTMLVideoElement) =>
      v.seekable.length > 0 ? v.seekable.end(v.seekable.length - 1) : 0,
    );
    expect(seekable).toBeGreaterThan(3.5);
    const landed = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
          v.currentTime = 2.5;
        }),
    );
    expect(landed).toBeCloseTo(2.5, 1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(ranges).toContain(206);
    await snap(creator.page, 'upload-viewer-seeked');

    for (const c of [hunter, admin, creator]) await c.context.close();
  });
});
