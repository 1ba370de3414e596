import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBountyListPage } from '../pages/admin-bounty-list-page';
import { bountyView, configRoute } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL = '/admin/bounty/bountylist?tab=user';
const flip = bountyView({
  id: 11,
  title: 'Do a backflip',
  amount_cc: 1250,
  target_user: { id: 21, sc_username: 'kai_live', image_url: null, is_live: true },
  bounty_type: 'live',
});
const song = bountyView({
  id: 12,
  title: 'Sing a song',
  status: 'submitted',
  creator: { id: 4, sc_username: 'luna_fan', image_url: null },
  claimCount: 1,
  claims: [
    {
      id: 5,
      user_id: 22,
      user: { sc_username: 'mira_tv', image_url: null },
      status: 'submitted',
      modified_end_time: '2030-01-01T00:00:00.000Z',
      submit_link: 'https://youtu.be/x',
      platform: 'youtube',
      title: 'Song',
      submitted_at: '2029-12-31T00:00:00.000Z',
    },
  ],
});
const answer = (items: unknown[], total = items.length) => ({
  status: 200,
  body: { status: 200, bounty: page(items, total) },
});
const base = {
  'GET /admin/bounty/review-queue': { status: 200, body: { status: 200, data: [] } },
  'POST /config/': configRoute,
};
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const lastCall = (api: ReturnType<typeof mockApi>) => api.called('GET /admin/bounty/user').at(-1)!.query;

describe('User bounties', { timeout: 30_000 }, () => {
  it('starts on Available and shows bounty, creator, target, status, reward, end and claims', async () => {
    const api = mockApi({ ...base, 'GET /admin/bounty/user': answer([flip, song]) });
    renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Do a backflip');
    expect(lastCall(api).get('status')).toBe('available');
    expect(lastCall(api).get('page')).toBe('1');
    expect(lastCall(api).get('limit')).toBe('20');
    expect(lastCall(api).get('sortBy')).toBe('recent');
    expect(row('Do a backflip')).toHaveTextContent('#11 · Live');
    expect(within(row('Do a backflip')).getByText('kai_live')).toBeInTheDocument();
    expect(within(row('Do a backflip')).getByText('LIVE')).toBeInTheDocument();
    expect(within(row('Do a backflip')).getByText('Available')).toBeInTheDocument();
    await waitFor(() => expect(row('Do a backflip')).toHaveTextContent('$12.50 (1,250 crowns)'));
    expect(row('Do a backflip')).toHaveTextContent('0/1');
    expect(row('Do a backflip')).toHaveTextContent(/in 4h \d+m|in 5h 0m/);
    expect(within(row('Sing a song')).getByText('In Review')).toBeInTheDocument();
    expect(within(row('Sing a song')).getByText('Public')).toBeInTheDocument();
    expect(row('Sing a song')).toHaveTextContent('1/1mira_tv');
    expect(screen.getByText('2 bounties')).toBeInTheDocument();
  });

  it('filters by status and sort, each from page 1', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/bounty/user': (req) =>
        req.query.get('page') === '2'
          ? answer([song], 41)
          : answer(req.query.get('status') === 'failed' ? [] : [flip], 41),
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Do a backflip');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Sing a song');
    expect(lastCall(api).get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Status'), 'In Review');
    await waitFor(() => expect(lastCall(api).get('status')).toBe('submitted'));
    expect(lastCall(api).get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Highest Reward');
    await waitFor(() => expect(lastCall(api).get('sortBy')).toBe('amount'));
    expect(lastCall(api).get('status')).toBe('submitted');
    expect(
      [...screen.getByLabelText('Status').querySelectorAll('option')].map((o) => [o.value, o.textContent]),
    ).toEqual([
      ['available', 'Available'],
      ['recent', 'Recent'],
      ['submitted', 'In Review'],
      ['completed', 'Completed'],
      ['failed', 'Failed'],
      ['claimed', 'Claimed'],
    ]);
  });

  it('searches once typing has paused for 500 ms and goes back to page 1', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/bounty/user': (req) => (req.query.get('search') === 'flip' ? answer([flip], 1) : answer([song], 41)),
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Sing a song');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastCall(api).get('page')).toBe('3'));
    const box = screen.getByRole('searchbox', { name: 'Search bounties' });
    for (const value of [' f', ' fl', ' fli', ' flip ']) fireEvent.change(box, { target: { value } });
    await new Promise((r) => setTimeout(r, 420));
    expect(api.called('GET /admin/bounty/user').filter((c) => c.query.has('search'))).toHaveLength(0);
    await screen.findByText('Do a backflip');
    const searches = api.called('GET /admin/bounty/user').filter((c) => c.query.has('search'));
    expect(searches.map((c) => [c.query.get('search'), c.query.get('page')])).toEqual([['flip', '1']]);
  });

  it('shows one creator’s bounties when a creator is clicked, until cleared', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/bounty/user': (req) => (req.query.get('user_id') === '4' ? answer([song]) : answer([flip, song])),
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Do a backflip');
    await user.click(screen.getByRole('button', { name: 'Show bounties created by luna_fan' }));
    await waitFor(() => expect(screen.queryByText('Do a backflip')).toBeNull());
    expect(lastCall(api).get('user_id')).toBe('4');
    expect(screen.getByText('Created by luna_fan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every creator' }));
    await screen.findByText('Do a backflip');
    expect(lastCall(api).has('user_id')).toBe(false);
  });

  it('says No Data Available when there are no pages', async () => {
    mockApi({ ...base, 'GET /admin/bounty/user': answer([]) });
    renderAdmin(<AdminBountyListPage />, { url: URL });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bounty pages' })).toBeNull();
  });
});
