import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedBountyViaApi, jsonCall } from '../src/admin-api';
import { adminLoginViaApi } from '../src/api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the completed bounty's viewer from its deep link and shows its comments. */
async function openComments(page: Page, bountyId: number) {
  await page.goto(`/?bountyId=${bountyId}`);
  await page.getByRole('button', { name: 'View Response' }).click();
  await page.getByRole('tab', { name: /^Comments/ }).click();
}

describe('reports queue', () => {
  it('a reported comment is hidden by an admin: it disappears for users and the reporter is told', async () => {
    const adminTokens = await adminLoginViaApi('admin@crowns.gg', 'Admin1234!');
    const creator = await userWithCrowns('rep_creator', 1000);
    const hunter = await userWithCrowns('rep_hunter');
    const commenter = await userWithCrowns('rep_commenter');
    const reporter = await userWithCrowns('rep_reporter');
    const bystander = await userWithCrowns('rep_bystander');
    const id = await completedBountyViaApi(creator, hunter, adminTokens, { title: 'Reported comment', crowns: 1000 });
    const text = `Buy cheap crowns at spam-${Date.now()}.example`;
    await jsonCall(commenter, 'POST', '/comment', { content: text, module_type: 'bounty', module_id: id });

    // The reporter reports the comment from the bounty's viewer.
    const rep = await pageAs(browser, reporter);
    await openComments(rep.page, id);
    const comment = rep.page.getByRole('listitem').filter({ hasText: text });
    await comment.getByRole('button', { name: /^Report comment by / }).click();
    const form = rep.page.getByRole('dialog', { name: 'Report an Issue' });
    await form.getByRole('radio').first().check();
    await form.getByLabel('Details').fill('Spam link to a crowns seller');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await rep.page.getByRole('dialog', { name: 'Report Submitted' }).waitFor();
    await rep.page.getByRole('button', { name: 'Done' }).click();

    // The admin hides it from the reports queue.
    const admin = await pageAs(browser, adminTokens);
    await admin.page.goto('/admin/reports');
    const row = admin.page
      .getByRole('row')
      .filter({ hasText: text.slice(0, 20) })
      .first();
    await row.getByRole('button', { name: /^Report #\d+ details$/ }).click();
    await admin.page.getByRole('button', { name: 'Hide comment' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Hide this comment?' });
    await confirm.getByLabel('Reason').fill('Spam: advertises a crowns seller');
    await confirm.getByRole('button', { name: 'Hide comment' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // The report's dialog stays open with the outcome; close it and find the report under Actioned.
    await admin.page.keyboard.press('Escape');
    await admin.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await admin.page.getByRole('tab', { name: /^Actioned/ }).click();
    await row.waitFor();
    await snap(admin.page, 'admin-report-actioned');

    // Another user no longer sees the comment on the bounty.
    const other = await pageAs(browser, bystander);
    await openComments(other.page, id);
    await other.page.getByText('No comments yet').waitFor();
    expect(await other.page.getByText(text).count()).toBe(0);
    await snap(other.page, 'admin-report-comment-gone');

    // The reporter is told the outcome.
    await rep.page.goto('/');
    await rep.page.getByRole('button', { name: 'Notifications (unread)' }).click();
    await rep.page
      .getByText('We reviewed your report and took action. Thank you for helping keep Crowns safe.')
      .waitFor();
    await snap(rep.page, 'admin-report-reporter-notified');

    for (const p of [rep, admin, other]) await p.context.close();
  });
});
