import { type AdminReportView, MSG, REPORT_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminReportsPage } from './admin-reports-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const report = (overrides: Partial<AdminReportView> & Pick<AdminReportView, 'id'>): AdminReportView => ({
  reporter: { id: 3, sc_username: 'mia_watch', image_url: null },
  category: { id: 2, name: 'Harassment' },
  model_name: 'comment',
  model_id: 90,
  details: 'Insults the streamer',
  status: 'open',
  target: { preview: 'You are all idiots', link: '/?bountyId=12', removed: false },
  decided_by: null,
  decided_at: null,
  outcome: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const onComment = report({ id: 51 });
const onUser = report({
  id: 52,
  model_name: 'user',
  model_id: 8,
  category: { id: 3, name: 'Spam or scam' },
  details: 'Sends scam links',
  target: { preview: '@spam_king', link: '/@spam_king', removed: false },
});
const hidden: AdminReportView = {
  ...onComment,
  status: 'actioned',
  target: { preview: 'You are all idiots', link: null, removed: true },
  decided_by: { id: 1, sc_username: 'root', image_url: null },
  decided_at: '2026-11-21T09:00:00.000Z',
  outcome: { action: 'hide_comment', reason: 'Insults' },
};
const list = (items: AdminReportView[]) => ({ status: 200, body: { status: 200, reports: page(items) } });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('AdminReportsPage', { timeout: 30_000 }, () => {
  it('lists open reports with the reported item preview and link, issue, details and reporter', async () => {
    const api = mockApi({ 'GET /admin/reports': list([onComment, onUser]) });
    renderAdmin(<AdminReportsPage />);
    const preview = await screen.findByRole('link', { name: 'You are all idiots' });
    expect(preview).toHaveAttribute('href', '/?bountyId=12');
    const row = rowOf('Insults the streamer');
    expect(row).toHaveTextContent('Comment');
    expect(row).toHaveTextContent('Harassment');
    expect(row).toHaveTextContent('@mia_watch');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@spam_king' })).toHaveAttribute('href', '/@spam_king');
    expect(api.called('GET /admin/reports')[0]?.query.get('status')).toBe('open');
    expect(screen.getByText('2 reports')).toBeInTheDocument();
  });

  it('asks the server for the chosen status tab and kind', async () => {
    const api = mockApi({
      'GET /admin/reports': (req) => list(req.query.get('status') === 'actioned' ? [hidden] : []),
    });
    const { user } = renderAdmin(<AdminReportsPage />);
    expect(await screen.findByText('No reports are waiting for a decision.')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Report status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Open', 'Dismissed', 'Actioned']);
    await user.click(within(tabs).getByRole('tab', { name: 'Actioned' }));
    const row = (await screen.findByText('Insults the streamer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Removed')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Reported item'), 'user');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('type')).toBe('user'));
    expect(api.calls.at(-1)?.query.get('status')).toBe('actioned');
  });

  it('hides a reported comment only with a reason, after a confirmation, with the server message', async () => {
    let current = onComment;
    const api = mockApi({
      'GET /admin/reports': () => list(current.status === 'open' ? [current] : []),
      'POST /admin/reports/51/act': () => {
        current = hidden;
        return { status: 200, body: { status: 200, message: REPORT_MSG.actioned, data: hidden } };
      },
    });
    const { user } = renderAdmin(<AdminReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Report #51 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report #51' });
    expect(dialog).toHaveTextContent('Insults the streamer');
    expect(within(dialog).queryByRole('button', { name: 'Suspend user' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));

    const confirm = await screen.findByRole('dialog', { name: 'Hide this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hide comment' }));
    expect(await within(confirm).findByText(REPORT_MSG.reasonRequired)).toBeInTheDocument();
    expect(api.called('POST /admin/reports/51/act')).toHaveLength(0);

    await user.type(within(confirm).getByLabelText('Reason'), '  Insults  ');
    await user.click(within(confirm).getByRole('button', { name: 'Hide comment' }));
    await waitFor(() => expect(api.called('POST /admin/reports/51/act')).toHaveLength(1));
    expect(api.called('POST /admin/reports/51/act')[0]?.body).toEqual({ action: 'hide_comment', reason: 'Insults' });
    expect(await screen.findByText(REPORT_MSG.actioned)).toBeInTheDocument();
    const after = await screen.findByRole('dialog', { name: 'Report #51' });
    expect(within(after).getByText('Actioned')).toBeInTheDocument();
    expect(after).toHaveTextContent('Hide comment');
    expect(after).toHaveTextContent('by @root');
    expect(within(after).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('dismisses without a reason and offers the action that fits a user report', async () => {
    const api = mockApi({
      'GET /admin/reports': list([onUser]),
      'POST /admin/reports/52/dismiss': {
        status: 200,
        body: {
          status: 200,
          message: REPORT_MSG.dismissed,
          data: { ...onUser, status: 'dismissed', outcome: { action: 'dismiss', reason: null } },
        },
      },
    });
    const { user } = renderAdmin(<AdminReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Report #52 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report #52' });
    expect(within(dialog).getByRole('button', { name: 'Suspend user' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    const confirm = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText(REPORT_MSG.dismissed)).toBeInTheDocument();
    expect(api.called('POST /admin/reports/52/dismiss')[0]?.body).toEqual({});
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'GET /admin/reports': list([onUser]),
      'POST /admin/reports/52/act': { status: 403, body: { status: 403, message: MSG.cannotSuspendAdmin } },
    });
    const { user } = renderAdmin(<AdminReportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Report #52 details' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend this user?' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Scam links');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend user' }));
    expect(await screen.findByText(MSG.cannotSuspendAdmin)).toBeInTheDocument();
  });

  it('a read-only admin sees the reports, their detail and the actions disabled', async () => {
    mockApi({ 'GET /admin/reports': list([onComment]) });
    const { user } = renderAdmin(<AdminReportsPage />, { role: 'read_only_admin' });
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Report #51 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report #51' });
    for (const name of ['Dismiss', 'Hide comment'])
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog', { name: 'Dismiss this report?' })).toBeNull();
  });
});
