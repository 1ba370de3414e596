import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, signInContext, type Tokens } from '../src/api';
import { createBountyViaApi } from '../src/bounty-api';
import { baseURL, launchBrowser, newPage, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const usernameOf = (t: Tokens) =>
  (JSON.parse(Buffer.from(t.idToken.split('.')[1] ?? '', 'base64url').toString()) as { sc_username: string })
    .sc_username;

async function api<T>(t: Tokens, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accessToken: t.accessToken, idToken: t.idToken, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const header = (page: Page, name: string) => page.getByRole('region', { name: `Profile of @${name}` });
const followers = (page: Page, name: string) => header(page, name).getByRole('button', { name: /Followers?$/ });

describe('profiles in the browser', () => {
  it('opens a profile from a bounty card, follows and sees the count move, and previews a commenter', async () => {
    const maker = await userWithCrowns('maker', 9000);
    const makerName = usernameOf(maker);
    const title = `Profile dare ${Math.random().toString(36).slice(2, 7)}`;
    const bountyId = await createBountyViaApi(maker, { title, crowns: 8000 });
    const fan = await userWithCrowns('fan');
    const { context, page } = await pageAs(browser, fan);

    // The board's card shows the creator; a plain click on the name opens the Profile preview, not the bounty.
    await page.goto('/bounty');
    const card = page.getByTestId('bounty-card').filter({ hasText: title });
    const creator = card.locator(`a[href="/@${makerName}"]`);
    await creator.click();
    const preview = page.getByRole('dialog', { name: `@${makerName}` });
    await preview.getByRole('tab', { name: 'Overview' }).waitFor();
    await preview
      .getByText(/created a bounty/)
      .first()
      .waitFor();
    await snap(page, 'profiles-preview-1440');
    await preview.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(`**/@${makerName}`);

    // The profile: header and counts; Follow moves the follower count at once and the server keeps it.
    await header(page, makerName).getByText(`@${makerName}`).waitFor();
    expect(await followers(page, makerName).textContent()).toBe('0 Followers');
    await snap(page, 'profiles-page-1440');
    await page.getByRole('button', { name: `Follow @${makerName}` }).click();
    await page.getByRole('button', { name: `Unfollow @${makerName}` }).waitFor();
    expect(await followers(page, makerName).textContent()).toBe('1 Follower');
    await page.reload();
    await page.getByRole('button', { name: `Unfollow @${makerName}` }).waitFor();
    expect(await followers(page, makerName).textContent()).toBe('1 Follower');

    // The maker sees the new follower live on their own profile when the fan unfollows and follows again.
    const own = await pageAs(browser, maker);
    await own.page.goto(`/@${makerName}`);
    await own.page.getByRole('link', { name: 'Edit profile' }).waitFor();
    expect(await followers(own.page, makerName).textContent()).toBe('1 Follower');
    await page.getByRole('button', { name: `Unfollow @${makerName}` }).click();
    await page.getByRole('button', { name: `Follow @${makerName}` }).waitFor();
    await header(own.page, makerName).getByRole('button', { name: '0 Followers' }).waitFor();
    await page.getByRole('button', { name: `Follow @${makerName}` }).click();
    await header(own.page, makerName).getByRole('button', { name: '1 Follower' }).waitFor();

    // The followers list names the fan; the Bounties tab lists the maker's bounty.
    await followers(own.page, makerName).click();
    const list = own.page.getByRole('dialog', { name: 'Followers' });
    await list.getByRole('link', { name: `@${usernameOf(fan)}` }).waitFor();
    await list.getByRole('button', { name: 'Close' }).click();
    await own.page.getByRole('tab', { name: 'Bounties' }).click();
    await own.page.getByTestId('bounty-card').filter({ hasText: title }).waitFor();
    await own.context.close();

    // A comment's username opens the preview too: the maker comments on the seeded completed bounty, the fan opens
    // its viewer, the Comments tab, and clicks the name.
    const done = await api<{ bounty: { data: { id: number }[] } }>(fan, '/bounty/top-completed?sortBy=amount&limit=4');
    const completedId = done.bounty.data[0]!.id;
    await api(maker, '/comment', { content: 'Who dares?', module_type: 'bounty', module_id: completedId });
    await page.goto(`/?bountyId=${completedId}`);
    await page.getByRole('button', { name: 'View Response' }).click();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    const comment = page.locator('li').filter({ hasText: 'Who dares?' });
    await comment.getByRole('link', { name: `@${makerName}` }).click();
    const fromComment = page.getByRole('dialog', { name: `@${makerName}` });
    await fromComment.getByRole('button', { name: `Unfollow @${makerName}` }).waitFor();
    await fromComment.getByRole('tab', { name: 'Videos' }).click();
    await fromComment.getByText('No Video').waitFor();
    await snap(page, 'profiles-preview-from-comment-1440');
    await page.keyboard.press('Escape');
    await fromComment.waitFor({ state: 'detached' });
    // Untouched bounty stays reachable: the card's own click still opens the bounty.
    expect(bountyId).toBeGreaterThan(0);

    // The 375 px layout of the profile.
    const phone = await newPage(browser, { width: 375, height: 812 });
    await phone.page.goto(`/@${makerName}`);
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await snap(phone.page, 'profiles-page-375');
    await phone.page.goto('/@nobody_by_that_name');
    await phone.page.getByRole('heading', { level: 1, name: 'User not found' }).waitFor();
    await snap(phone.page, 'profiles-not-found-375');
    await phone.context.close();
    await context.close();
  });

  it("shows a streamer's page, their shell-less bounty board and their own Stream Manager", async () => {
    const kai = await loginViaApi('kai@crowns.gg', 'Demo1234!');
    const name = usernameOf(kai);
    const { context, page } = await pageAs(browser, kai);

    // The menu leads to the Stream Manager: bounties aimed at me by state, submissions, earnings, stream status.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Stream Manager' }).click();
    await page.waitForURL(`**/streamManager/@${name}`);
    await page.getByRole('heading', { level: 1, name: 'Stream Manager' }).waitFor();
    await page.getByRole('heading', { name: 'Bounties for Me' }).waitFor();
    await page.getByRole('heading', { name: 'My Submissions' }).waitFor();
    await page.getByRole('heading', { name: 'Earnings' }).waitFor();
    await page.getByRole('heading', { name: 'Stream Status' }).waitFor();
    await snap(page, 'profiles-stream-manager-1440');

    // Another name in the address leads to one's own manager.
    await page.goto('/streamManager/@someone_else');
    await page.waitForURL(`**/streamManager/@${name}`);

    // The streamer's profile has the bounties aimed at them and their activity.
    await page.goto(`/@${name}`);
    await page.getByRole('heading', { name: `Bounties for @${name}` }).waitFor();
    await page.getByRole('heading', { name: 'Bounty Activity' }).waitFor();
    await page.getByTestId('bounty-card').filter({ hasText: 'Beat the boss blindfolded' }).waitFor();
    await snap(page, 'profiles-streamer-1440');

    // /@name/board: no top bar, no side menu.
    await page.goto(`/@${name}/board`);
    await page.getByRole('heading', { level: 1, name: `@${name}'s Bounty Board` }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByTestId('bounty-card').filter({ hasText: 'Beat the boss blindfolded' }).waitFor();
    await snap(page, 'profiles-board-1440');
    await context.close();

    const phone = await newPage(browser, { width: 375, height: 812 });
    await signInContext(phone.context, kai);
    await phone.page.goto(`/streamManager/@${name}`);
    await phone.page.getByRole('heading', { name: 'Bounties for Me' }).waitFor();
    await snap(phone.page, 'profiles-stream-manager-375');
    await phone.context.close();
  });

  it("follows from a Live Now card and unfollows from a bounty's target streamer; the side menu follows along", async () => {
    const fan = await userWithCrowns('follower');
    const { context, page } = await pageAs(browser, fan);
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    await page.goto('/');
    const live = page.getByRole('region', { name: 'Live Now' });
    await live.getByRole('button', { name: 'Follow @kai_streams' }).click();
    await live.getByRole('button', { name: 'Unfollow @kai_streams' }).waitFor();
    await menu.getByRole('link', { name: /kai_streams/ }).waitFor();
    await snap(page, 'profiles-live-now-follow-1440');

    // Bounty Info of a bounty aimed at kai: the target's Follow knows it is followed; a press unfollows.
    await page.goto('/bounty');
    await page
      .getByTestId('bounty-card')
      .filter({ hasText: 'Beat the boss blindfolded' })
      .getByRole('button')
      .first()
      .click();
    const info = page.getByRole('dialog', { name: 'Bounty Info' });
    await info.getByRole('button', { name: 'Unfollow @kai_streams' }).click();
    await info.getByRole('button', { name: 'Follow @kai_streams' }).waitFor();
    await snap(page, 'profiles-bounty-target-follow-1440');
    await menu.getByRole('link', { name: /kai_streams/ }).waitFor({ state: 'detached' });
    await context.close();
  });
});
