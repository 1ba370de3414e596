import { AUDIT_MSG, type AuditEntry } from '@crowns/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminLogsPage } from './admin-logs-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const promoEntry: AuditEntry = {
  id: '3',
  actor: { id: '1', sc_username: 'boss' },
  action: 'promo.create',
  targetType: 'promo_code',
  targetId: '7',
  data: { code: 'WELCOME500', kind: 'credit', value: 500 },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const unknownEntry: AuditEntry = {
  ...promoEntry,
  id: '4',
  action: 'config.update',
  targetType: 'config',
  targetId: 'cc_per_usd',
  data: null,
};

describe('AdminLogsPage', { timeout: 30_000 }, () => {
  it('lists audit entries in words and pages through them', async () => {
    const api = mockApi({
      'GET /admin/audit-log': (req) => ({
        status: 200,
        body: { status: 200, logs: page([promoEntry, unknownEntry], 60, Number(req.query.get('page')), 25) },
      }),
    });
    const { user } = renderAdmin(<AdminLogsPage />);
    const row = (await screen.findByText('Created promo code')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('WELCOME500');
    expect(row).toHaveTextContent('500 crowns credit');
    expect(screen.getByText('config.update')).toBeInTheDocument();
    expect(screen.getByText('config #cc_per_usd')).toBeInTheDocument();
    expect(screen.getByText('60 entries')).toBeInTheDocument();
    expect(api.called('GET /admin/audit-log')[0]?.query.get('limit')).toBe('25');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.called('GET /admin/audit-log').at(-1)?.query.get('page')).toBe('2'));
  });

  it('shows No Data Available when the log is empty', async () => {
    mockApi({ 'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([]) } } });
    renderAdmin(<AdminLogsPage />);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('reads its filters from the URL and sends them', async () => {
    const api = mockApi({ 'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([promoEntry]) } } });
    renderAdmin(<AdminLogsPage />, { url: '/?admin=boss&action=promo&targetType=promo_code&from=2026-11-01&page=2' });
    await screen.findByText('Created promo code');
    const query = api.called('GET /admin/audit-log')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      admin: 'boss',
      action: 'promo',
      targetType: 'promo_code',
      from: '2026-11-01',
      page: '2',
      limit: '25',
    });
    expect(screen.getByLabelText('Admin')).toHaveValue('boss');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('applies the filter bar from page 1 and clears it', async () => {
    const api = mockApi({ 'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([]) } } });
    const { user } = renderAdmin(<AdminLogsPage />, { url: '/?page=3' });
    await screen.findByText('No Data Available');
    await user.type(screen.getByLabelText('Admin'), ' 42 ');
    await user.type(screen.getByLabelText('Target id'), '7');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.called('GET /admin/audit-log').at(-1)?.query ?? [])).toEqual({
        admin: '42',
        targetId: '7',
        from: '2026-11-01',
        to: '2026-11-02',
        page: '1',
        limit: '25',
      }),
    );
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.called('GET /admin/audit-log').at(-1)?.query ?? [])).toEqual({
        page: '1',
        limit: '25',
      }),
    );
    expect(screen.getByLabelText('Admin')).toHaveValue('');
  });

  it('refuses a reversed date range with the contract message and sends nothing', async () => {
    const api = mockApi({ 'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([]) } } });
    const { user } = renderAdmin(<AdminLogsPage />);
    await screen.findByText('No Data Available');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(AUDIT_MSG.invalidRange)).toBeInTheDocument();
    expect(api.called('GET /admin/audit-log')).toHaveLength(1);
  });

  it('exports the CSV with the same filters and saves it under the server name', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([promoEntry]) } },
      'GET /admin/audit-log.csv': { status: 200, body: 'id,time\r\n' },
    });
    const { user } = renderAdmin(<AdminLogsPage />, { url: '/?action=promo&to=2026-11-30&page=2' });
    await screen.findByText('Created promo code');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit-log.csv']));
    const csv = api.called('GET /admin/audit-log.csv')[0];
    expect(Object.fromEntries(csv?.query ?? [])).toEqual({ action: 'promo', to: '2026-11-30' });
    expect(csv?.headers.accessToken).toBe('a');
    click.mockRestore();
  });

  it('toasts the server message when the export fails', async () => {
    mockApi({
      'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([]) } },
      'GET /admin/audit-log.csv': { status: 400, body: { status: 400, message: AUDIT_MSG.invalidRange } },
    });
    const { user } = renderAdmin(<AdminLogsPage />);
    await screen.findByText('No Data Available');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(AUDIT_MSG.invalidRange)).toBeInTheDocument();
  });
});
