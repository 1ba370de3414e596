import type { AuditEntry } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
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
});
