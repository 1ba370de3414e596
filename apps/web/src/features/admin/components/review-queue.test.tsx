import { BOUNTY_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBountyListPage } from '../pages/admin-bounty-list-page';
import { configRoute, hoursAgo, reviewItem } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderAdmin } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const old = reviewItem({ claimId: 70, bountyId: 7, submitted_at: hoursAgo(49) });
const fresh = reviewItem({
  claimId: 80,
  bountyId: 8,
  submitted_at: hoursAgo(47),
  user: { id: 22, sc_username: 'luna_irl', image_url: null },
  platform: 'tiktok',
  submit_link: 'https://www.tiktok.com/@luna/video/1',
  bounty: { id: 8, title: 'Sing a song', amount: 5, amount_cc: 500, custom_rules: ['Whole chorus'] },
});
const daily = reviewItem({
  claimId: 90,
  bountyId: 9,
  bounty: { id: 9, title: 'Daily clip', amount: 3, amount_cc: 300, bounty_type: 'daily' },
});
const queue = (items: unknown[]) => ({ status: 200, body: { status: 200, data: items } });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('Review queue', { timeout: 30_000 }, () => {
  it('shows each submission with bounty, creator, reward, claimer, link, platform, requirements and waiting time', async () => {
    mockApi({ 'GET /admin/bounty/review-queue': queue([old, fresh]), 'POST /config/': configRoute });
    renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Do a backflip' });
    const first = within(card('Do a backflip'));
    expect(card('Do a backflip')).toHaveTextContent('demo_viewer');
    await waitFor(() => expect(card('Do a backflip')).toHaveTextContent('$12.50 (1,250 crowns)'));
    expect(card('Do a backflip')).toHaveTextContent('kai_live');
    const link = first.getByRole('link', { name: /Open video/ });
    expect(link).toHaveAttribute('href', 'https://youtu.be/abcdefghijk');
    expect(link).toHaveAttribute('target', '_blank');
    expect(first.getByText('YouTube')).toBeInTheDocument();
    expect(first.getByText('Show the whole flip')).toBeInTheDocument();
    expect(await first.findByText('No harmful content.')).toBeInTheDocument();
    expect(first.getByText('2d 1h')).toBeInTheDocument();
    expect(within(card('Sing a song')).getByText('TikTok')).toBeInTheDocument();
    // Oldest first, as the server sends them.
    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['Do a backflip', 'Sing a song']);
  });

  it('marks only submissions waiting over 48 hours as Overdue', async () => {
    mockApi({ 'GET /admin/bounty/review-queue': queue([old, fresh]), 'POST /config/': configRoute });
    renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Do a backflip' });
    expect(within(card('Do a backflip')).getByText('Overdue')).toBeInTheDocument();
    expect(within(card('Sing a song')).queryByText('Overdue')).toBeNull();
    expect(screen.getByText(/2 submissions waiting/)).toHaveTextContent('2 submissions waiting · 1 overdue');
  });

  it('approves after showing the payout (reward minus the fee) and the row leaves the queue', async () => {
    let reviewed = false;
    const api = mockApi({
      'GET /admin/bounty/review-queue': () => queue(reviewed ? [fresh] : [old, fresh]),
      'POST /config/': configRoute,
      'POST /admin/bounty/7/review': () => {
        reviewed = true;
        return { status: 200, body: { status: 200, message: BOUNTY_MSG.approved } };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Do a backflip' });
    await user.click(within(card('Do a backflip')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission?' });
    await waitFor(() => expect(dialog).toHaveTextContent('Fee (10%)$1.25'));
    expect(dialog).toHaveTextContent('Reward$12.50');
    expect(dialog).toHaveTextContent('Paid to kai_live$11.25');
    expect(dialog).toHaveTextContent('1,125 crowns');
    expect(api.called('POST /admin/bounty/7/review')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(api.called('POST /admin/bounty/7/review')).toHaveLength(1));
    expect(api.called('POST /admin/bounty/7/review')[0]?.body).toEqual({ claimId: 70, decision: 'approve' });
    expect(await screen.findByText('Verification Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Do a backflip' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Sing a song' })).toBeInTheDocument();
  });

  it('confirms the approval of the last submission, whose card and dialog leave with it', async () => {
    let reviewed = false;
    mockApi({
      'GET /admin/bounty/review-queue': () => queue(reviewed ? [] : [old]),
      'POST /config/': configRoute,
      'POST /admin/bounty/7/review': () => {
        reviewed = true;
        return { status: 200, body: { status: 200, message: BOUNTY_MSG.approved } };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Do a backflip' })).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission?' });
    await waitFor(() => expect(dialog).toHaveTextContent('Fee (10%)$1.25'));
    // Toasts of earlier tests may still be on screen: count this one on top of them.
    const before = screen.queryAllByText('Verification Successful').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('No submissions waiting for review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText('Verification Successful')).toHaveLength(before + 1));
  });

  it('pays a daily bounty reward without a fee', async () => {
    mockApi({ 'GET /admin/bounty/review-queue': queue([daily]), 'POST /config/': configRoute });
    const { user } = renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Daily clip' });
    await user.click(within(card('Daily clip')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission?' });
    await waitFor(() => expect(dialog).toHaveTextContent('Paid to kai_live$3.00'));
    expect(dialog).toHaveTextContent('Fee (none on daily bounties)$0.00');
  });

  it('fails only with a reason, sends it, and the row leaves the queue', async () => {
    let reviewed = false;
    const api = mockApi({
      'GET /admin/bounty/review-queue': () => queue(reviewed ? [old] : [old, fresh]),
      'POST /config/': configRoute,
      'POST /admin/bounty/8/review': () => {
        reviewed = true;
        return { status: 200, body: { status: 200, message: BOUNTY_MSG.failedReview } };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Sing a song' });
    await user.click(within(card('Sing a song')).getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fail submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail bounty' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Fail bounty' }));
    expect(within(dialog).getByText(BOUNTY_MSG.reasonRequired)).toBeInTheDocument();
    expect(api.called('POST /admin/bounty/8/review')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Only half the chorus');
    await user.click(within(dialog).getByRole('button', { name: 'Fail bounty' }));
    await waitFor(() => expect(api.called('POST /admin/bounty/8/review')).toHaveLength(1));
    expect(api.called('POST /admin/bounty/8/review')[0]?.body).toEqual({
      claimId: 80,
      decision: 'fail',
      reason: 'Only half the chorus',
    });
    expect(await screen.findByText('Bounty Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sing a song' })).toBeNull());
  });

  it('shows the server message when a review is refused', async () => {
    mockApi({
      'GET /admin/bounty/review-queue': queue([old]),
      'POST /config/': configRoute,
      'POST /admin/bounty/7/review': { status: 400, body: { status: 400, message: BOUNTY_MSG.notInReview } },
    });
    const { user } = renderAdmin(<AdminBountyListPage />);
    await screen.findByRole('article', { name: 'Do a backflip' });
    await user.click(within(card('Do a backflip')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve and pay' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText(BOUNTY_MSG.notInReview)).toBeInTheDocument();
  });

  it('a read-only admin sees the queue but the actions are disabled with the reason', async () => {
    const api = mockApi({ 'GET /admin/bounty/review-queue': queue([old]), 'POST /config/': configRoute });
    const { user } = renderAdmin(<AdminBountyListPage />, { role: 'read_only_admin' });
    await screen.findByRole('article', { name: 'Do a backflip' });
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
    const approve = within(card('Do a backflip')).getByRole('button', { name: 'Approve' });
    const fail = within(card('Do a backflip')).getByRole('button', { name: 'Fail' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(fail).toHaveAttribute('aria-disabled', 'true');
    await user.click(approve);
    await user.click(fail);
    expect(screen.queryByRole('dialog', { name: /submission/ })).toBeNull();
    await user.hover(approve);
    expect((await screen.findAllByText('Read-only admins can view this but not change it.')).length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.includes('review'))).toHaveLength(0);
  });

  it('says so when nothing waits for review', async () => {
    mockApi({ 'GET /admin/bounty/review-queue': queue([]), 'POST /config/': configRoute });
    renderAdmin(<AdminBountyListPage />);
    expect(await screen.findByText('No submissions waiting for review.')).toBeInTheDocument();
  });
});
