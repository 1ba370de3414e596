import { BOUNTY_MSG } from '@crowns/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyBounty } from '../api/daily-bounties';
import { AdminBountyListPage } from '../pages/admin-bounty-list-page';
import { bountyView, configRoute, hoursAgo, hoursFromNow } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderAdmin } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL = '/admin/bounty/bountylist?tab=daily';
const daily = (o: Partial<DailyBounty> & Pick<DailyBounty, 'id' | 'title'>) =>
  bountyView({ bounty_type: 'daily', number_of_claims: 10, starting_cc: 300, amount_cc: 300, ...o });
const live = daily({ id: 1, title: 'Daily dance', claimCount: 3, custom_rules: ['Dance 10 s'], category: ['Music'] });
const upcoming = daily({
  id: 2,
  title: 'Tomorrow trick',
  duration_start_time: hoursFromNow(20),
  duration_end_time: hoursFromNow(44),
});
const ended = daily({ id: 3, title: 'Old one', duration_start_time: hoursAgo(30), duration_end_time: hoursAgo(6) });
const categories = {
  status: 200,
  body: { status: 200, data: ['Gaming', 'IRL', 'Music', 'Art'].map((name, i) => ({ id: i + 1, name })) },
};
const list = (items: DailyBounty[]) => ({ status: 200, body: { status: 200, data: items } });
const base = {
  'GET /admin/bounty/review-queue': { status: 200, body: { status: 200, data: [] } },
  'POST /config/': configRoute,
  'GET /utils/categories': categories,
};
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const setDate = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Daily bounties', { timeout: 30_000 }, () => {
  it('lists daily bounties with status, reward per claim and claims taken', async () => {
    mockApi({ ...base, 'GET /admin/bounty/daily': list([live, upcoming, ended]) });
    renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Daily dance');
    expect(within(row('Daily dance')).getByText('Live')).toBeInTheDocument();
    expect(row('Daily dance')).toHaveTextContent('3/10');
    await waitFor(() => expect(row('Daily dance')).toHaveTextContent('$3.00 (300 crowns)'));
    expect(within(row('Tomorrow trick')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(row('Old one')).getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('3 daily bounties · 1 live now')).toBeInTheDocument();
  });

  it('shows the schema messages and sends nothing for bad input', async () => {
    const api = mockApi({ ...base, 'GET /admin/bounty/daily': list([]) });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('No Data Available');
    await user.click(screen.getByRole('button', { name: 'New daily bounty' }));
    const dialog = await screen.findByRole('dialog', { name: 'New daily bounty' });
    await user.click(within(dialog).getByRole('button', { name: 'Create daily bounty' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(BOUNTY_MSG.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(BOUNTY_MSG.requirementRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(BOUNTY_MSG.rewardRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('Number of claims must be a whole number from 1 to 10,000.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(BOUNTY_MSG.timeRequired)).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Title'), 'Dance');
    for (const name of ['Gaming', 'IRL', 'Music', 'Art']) await user.click(within(dialog).getByLabelText(name));
    await user.type(within(dialog).getByLabelText('Image URL (optional)'), 'ftp://x');
    setDate('Starts', '2030-01-02T10:00');
    setDate('Ends', '2030-01-02T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create daily bounty' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.tooManyCategories)).toBeInTheDocument();
    expect(within(dialog).getByText('Image URL must start with http://, https:// or /.')).toBeInTheDocument();
    expect(within(dialog).queryByText(BOUNTY_MSG.titleRequired)).toBeNull();
    expect(api.called('POST /admin/bounty/daily')).toHaveLength(0);
  });

  it('refuses an end before the start with the server message', async () => {
    mockApi({ ...base, 'GET /admin/bounty/daily': list([]) });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('No Data Available');
    await user.click(screen.getByRole('button', { name: 'New daily bounty' }));
    const dialog = await screen.findByRole('dialog', { name: 'New daily bounty' });
    await user.type(within(dialog).getByLabelText('Title'), 'Dance');
    await user.click(within(dialog).getByLabelText('Gaming'));
    await user.type(within(dialog).getByLabelText('Rule 1'), 'Dance');
    await user.type(within(dialog).getByLabelText('Reward per claim (crowns)'), '500');
    await user.type(within(dialog).getByLabelText('Number of claims'), '10');
    setDate('Starts', '2030-01-02T10:00');
    setDate('Ends', '2030-01-02T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create daily bounty' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.durationRange)).toBeInTheDocument();
  });

  it('creates a daily bounty with the body of the contract, toasts and refreshes the list', async () => {
    let created: DailyBounty | null = null;
    const api = mockApi({
      ...base,
      'GET /admin/bounty/daily': () => list(created ? [created, live] : [live]),
      'POST /admin/bounty/daily': () => {
        created = daily({ id: 9, title: 'Sing daily' });
        return { status: 201, body: { status: 201, message: BOUNTY_MSG.dailyCreated, data: { bounty: created } } };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Daily dance');
    await user.click(screen.getByRole('button', { name: 'New daily bounty' }));
    const dialog = await screen.findByRole('dialog', { name: 'New daily bounty' });
    await user.type(within(dialog).getByLabelText('Title'), '  Sing daily ');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'One chorus, any song');
    await user.type(within(dialog).getByLabelText('Image URL (optional)'), 'https://cdn.example.com/a.jpg');
    await user.click(within(dialog).getByLabelText('Music'));
    await user.click(within(dialog).getByLabelText('IRL'));
    await user.type(within(dialog).getByLabelText('Rule 1'), 'Sing the chorus');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await user.type(within(dialog).getByLabelText('Rule 2'), 'Face the camera');
    await user.type(within(dialog).getByLabelText('Reward per claim (crowns)'), '500');
    await waitFor(() => expect(dialog).toHaveTextContent('$5.00 (500 crowns)'));
    await user.type(within(dialog).getByLabelText('Number of claims'), '25');
    setDate('Starts', '2030-01-02T10:00');
    setDate('Ends', '2030-01-03T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create daily bounty' }));

    await waitFor(() => expect(api.called('POST /admin/bounty/daily')).toHaveLength(1));
    expect(api.called('POST /admin/bounty/daily')[0]?.body).toEqual({
      title: 'Sing daily',
      description: 'One chorus, any song',
      image_url: 'https://cdn.example.com/a.jpg',
      category: ['IRL', 'Music'],
      rules: ['Sing the chorus', 'Face the camera'],
      reward_cc: 500,
      number_of_claims: 25,
      duration_start_time: new Date('2030-01-02T10:00').toISOString(),
      duration_end_time: new Date('2030-01-03T10:00').toISOString(),
    });
    expect(await screen.findByText(BOUNTY_MSG.dailyCreated)).toBeInTheDocument();
    expect(await screen.findByText('Sing daily')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New daily bounty' })).toBeNull();
  });

  it('edits with only the changed fields and refuses fewer claims than taken', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/bounty/daily': list([live]),
      'PATCH /admin/bounty/1': { status: 200, body: { status: 200, message: BOUNTY_MSG.dailyUpdated } },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Daily dance');
    await user.click(within(row('Daily dance')).getByRole('button', { name: 'Edit Daily dance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily bounty' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Daily dance');
    expect(within(dialog).getByLabelText('Rule 1')).toHaveValue('Dance 10 s');
    expect(within(dialog).getByLabelText('Music')).toBeChecked();
    expect(within(dialog).getByText('3 already taken')).toBeInTheDocument();

    const claims = within(dialog).getByLabelText('Number of claims');
    await user.clear(claims);
    await user.type(claims, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.claimsBelowTaken)).toBeInTheDocument();
    expect(api.called('PATCH /admin/bounty/1')).toHaveLength(0);

    await user.clear(claims);
    await user.type(claims, '12');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Daily dance 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.called('PATCH /admin/bounty/1')).toHaveLength(1));
    expect(api.called('PATCH /admin/bounty/1')[0]?.body).toEqual({ title: 'Daily dance 2', number_of_claims: 12 });
    expect(await screen.findByText(BOUNTY_MSG.dailyUpdated)).toBeInTheDocument();
  });

  it('shows the server message when an edit is refused', async () => {
    mockApi({
      ...base,
      'GET /admin/bounty/daily': list([live]),
      'PATCH /admin/bounty/1': { status: 400, body: { status: 400, message: BOUNTY_MSG.claimsBelowTaken } },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Daily dance');
    await user.click(within(row('Daily dance')).getByRole('button', { name: 'Edit Daily dance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily bounty' });
    await user.clear(within(dialog).getByLabelText('Number of claims'));
    await user.type(within(dialog).getByLabelText('Number of claims'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BOUNTY_MSG.claimsBelowTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit daily bounty' })).toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    let deleted = false;
    const api = mockApi({
      ...base,
      'GET /admin/bounty/daily': () => list(deleted ? [upcoming] : [live, upcoming]),
      'DELETE /admin/bounty/1': () => {
        deleted = true;
        return { status: 200, body: { status: 200, message: BOUNTY_MSG.dailyDeleted } };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('Daily dance');
    await user.click(within(row('Daily dance')).getByRole('button', { name: 'Delete Daily dance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete daily bounty?' });
    expect(api.called('DELETE /admin/bounty/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.called('DELETE /admin/bounty/1')).toHaveLength(1));
    expect(await screen.findByText(BOUNTY_MSG.dailyDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Daily dance')).toBeNull());
  });

  it('a read-only admin sees daily bounties with every write control disabled', async () => {
    mockApi({ ...base, 'GET /admin/bounty/daily': list([live]) });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL, role: 'read_only_admin' });
    await screen.findByText('Daily dance');
    for (const name of ['New daily bounty', 'Edit Daily dance', 'Delete Daily dance']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
