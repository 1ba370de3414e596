import { ADMIN_USER_MSG, MSG } from '@crowns/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const alice = adminUser({ id: '5', sc_username: 'alice_w' });
const bob = adminUser({ id: '6', sc_username: 'bobby', isVerified: false });
const boss = adminUser({ id: '1', sc_username: 'boss', role: 'admin' });
const users = (list = [alice, bob, boss], total = list.length) => ({
  status: 200,
  body: { status: 200, users: page(list, total) },
});

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('AdminUsersPage', { timeout: 30_000 }, () => {
  it('renders the users of the API with role, verification and status', async () => {
    const api = mockApi({ 'GET /admin/users': users() });
    renderAdmin(<AdminUsersPage />);
    expect(await screen.findByText('alice_w')).toBeInTheDocument();
    expect(screen.getByText('alice_w@example.com')).toBeInTheDocument();
    expect(within(row('bobby')).getByText('Unverified')).toBeInTheDocument();
    expect(within(row('bobby')).getByText('No')).toBeInTheDocument();
    expect(within(row('alice_w')).getByText('Active')).toBeInTheDocument();
    expect(within(row('boss')).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
    const [first] = api.called('GET /admin/users');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.has('search')).toBe(false);
  });

  it('sends the trimmed search once typing has paused for 300 ms', async () => {
    const api = mockApi({
      'GET /admin/users': (req) => (req.query.get('search') === 'ali' ? users([alice]) : users()),
    });
    renderAdmin(<AdminUsersPage />);
    await screen.findByText('bobby');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    for (const value of [' a', ' al', ' ali', ' ali ']) fireEvent.change(box, { target: { value } });
    // Still typing: nothing searched yet.
    expect(api.called('GET /admin/users').filter((c) => c.query.has('search'))).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('bobby')).toBeNull());
    const searches = api.called('GET /admin/users').filter((c) => c.query.has('search'));
    expect(searches.map((c) => c.query.get('search'))).toEqual(['ali']);
    expect(searches[0]?.query.get('page')).toBe('1');
    expect(screen.getByText('alice_w')).toBeInTheDocument();
  });

  it('asks before suspending, calls the suspend endpoint, toasts the server message and refetches', async () => {
    let suspended = false;
    const api = mockApi({
      'GET /admin/users': () => users([{ ...alice, suspended }, bob]),
      'POST /admin/users/5/suspend': () => {
        suspended = true;
        return { status: 200, body: { status: 200, message: MSG.userSuspended, user: { ...alice, suspended: true } } };
      },
    });
    const { user } = renderAdmin(<AdminUsersPage />);
    await screen.findByText('alice_w');
    const listCalls = api.called('GET /admin/users').length;

    await user.click(within(row('alice_w')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend alice_w?' });
    expect(api.called('POST /admin/users/5/suspend')).toHaveLength(0);

    // A reason is required; it goes to the audit log.
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(ADMIN_USER_MSG.reasonRequired)).toBeInTheDocument();
    expect(api.called('POST /admin/users/5/suspend')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam links');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.called('POST /admin/users/5/suspend')).toHaveLength(1));
    expect(api.called('POST /admin/users/5/suspend')[0]?.body).toEqual({ reason: 'Spam links' });
    expect(await screen.findByText(MSG.userSuspended)).toBeInTheDocument();
    await waitFor(() => expect(within(row('alice_w')).getByText('Suspended')).toBeInTheDocument());
    expect(api.called('GET /admin/users').length).toBeGreaterThan(listCalls);
    expect(within(row('alice_w')).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes the confirmation without calling the API', async () => {
    const api = mockApi({ 'GET /admin/users': users() });
    const { user } = renderAdmin(<AdminUsersPage />);
    await screen.findByText('alice_w');
    await user.click(within(row('alice_w')).getByRole('button', { name: 'Suspend' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('unsuspends a suspended user after confirmation', async () => {
    const api = mockApi({
      'GET /admin/users': users([{ ...alice, suspended: true }]),
      'POST /admin/users/5/unsuspend': {
        status: 200,
        body: { status: 200, message: MSG.userUnsuspended, user: alice },
      },
    });
    const { user } = renderAdmin(<AdminUsersPage />);
    await screen.findByText('alice_w');
    await user.click(within(row('alice_w')).getByRole('button', { name: 'Unsuspend' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsuspend alice_w?' })).getByRole('button', {
        name: 'Unsuspend',
      }),
    );
    expect(await screen.findByText(MSG.userUnsuspended)).toBeInTheDocument();
    expect(api.called('POST /admin/users/5/unsuspend')).toHaveLength(1);
  });

  it('shows the server message when a suspension is refused', async () => {
    mockApi({
      'GET /admin/users': users(),
      'POST /admin/users/5/suspend': { status: 403, body: { status: 403, message: MSG.readOnlyAdmin } },
    });
    const { user } = renderAdmin(<AdminUsersPage />);
    await screen.findByText('alice_w');
    await user.click(within(row('alice_w')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(MSG.readOnlyAdmin)).toBeInTheDocument();
  });

  it('does not offer to suspend an admin account', async () => {
    mockApi({ 'GET /admin/users': users() });
    const { user } = renderAdmin(<AdminUsersPage />);
    await screen.findByText('boss');
    const button = within(row('boss')).getByRole('button', { name: 'Suspend' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a read-only admin sees Suspend and Unsuspend disabled, and clicking them opens nothing', async () => {
    const api = mockApi({ 'GET /admin/users': users([alice, { ...bob, suspended: true }]) });
    const { user } = renderAdmin(<AdminUsersPage />, { role: 'read_only_admin' });
    await screen.findByText('alice_w');
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
    for (const name of ['Suspend', 'Unsuspend']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('pages through the list and filters by status from the URL', async () => {
    const api = mockApi({
      'GET /admin/users': (req) => ({
        ...users([alice], 45),
        body: { status: 200, users: page([alice], 45, Number(req.query.get('page'))) },
      }),
    });
    const { user } = renderAdmin(<AdminUsersPage />, { url: '/admin/userssetting?status=suspended' });
    await screen.findByText('alice_w');
    expect(api.called('GET /admin/users')[0]?.query.get('status')).toBe('suspended');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.called('GET /admin/users').at(-1)?.query.get('page')).toBe('3'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /admin/users': () =>
        fail ? { status: 500, body: { status: 500, message: MSG.somethingWentWrong } } : users(),
    });
    const { user } = renderAdmin(<AdminUsersPage />);
    expect(await screen.findByText('Could not load users.')).toBeInTheDocument();
    expect(screen.getByText(MSG.somethingWentWrong)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('alice_w')).toBeInTheDocument();
  });

  it('shows an empty state with a way to clear the filters', async () => {
    mockApi({ 'GET /admin/users': (req) => (req.query.get('role') ? users([]) : users()) });
    const { user } = renderAdmin(<AdminUsersPage />, { url: '/x?role=read_only_admin' });
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('alice_w')).toBeInTheDocument();
  });
});
