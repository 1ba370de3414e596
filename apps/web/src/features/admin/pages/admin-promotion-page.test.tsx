import type { AdminPromoData, PromoRedemption } from '@crowns/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configRoute } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminPromotionPage } from './admin-promotion-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const promo = (overrides: Partial<AdminPromoData> & Pick<AdminPromoData, 'id' | 'code'>): AdminPromoData => ({
  kind: 'credit',
  value: 500,
  expiresAt: null,
  maxRedemptions: 100,
  redeemedCount: 3,
  redemptions: 3,
  crownsGranted: 1500,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const welcome = promo({ id: 1, code: 'WELCOME500' });
const bonus = promo({
  id: 2,
  code: 'BONUS10',
  kind: 'bonus_percent',
  value: 10,
  maxRedemptions: null,
  redeemedCount: 0,
  redemptions: 0,
  crownsGranted: 0,
});
const list = (items: AdminPromoData[]) => ({ status: 200, body: { status: 200, data: page(items) } });

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('AdminPromotionPage', { timeout: 30_000 }, () => {
  it('lists promo codes with kind, value, expiry and redemptions', async () => {
    mockApi({ 'GET /admin/promo': list([welcome, bonus]) });
    renderAdmin(<AdminPromotionPage />);
    await screen.findByText('WELCOME500');
    const credit = within(rowOf('WELCOME500'));
    expect(credit.getByText('Crown credit')).toBeInTheDocument();
    expect(credit.getByText('Never')).toBeInTheDocument();
    expect(rowOf('WELCOME500')).toHaveTextContent('3 / 100');
    const percent = within(rowOf('BONUS10'));
    expect(percent.getByText('+10%')).toBeInTheDocument();
    expect(rowOf('BONUS10')).toHaveTextContent('0 / no limit');
  });

  it('shows the crowns each code granted and its redemptions in a detail', async () => {
    const redemption = (id: string, overrides: Partial<PromoRedemption>): PromoRedemption => ({
      id,
      user: { id: id, sc_username: `fan${id}` },
      status: 'credited',
      createdAt: '2026-11-02T10:00:00.000Z',
      appliedAt: null,
      crownsGranted: 500,
      ...overrides,
    });
    const api = mockApi({
      'POST /config/': configRoute,
      'GET /admin/promo': list([welcome, bonus]),
      'GET /admin/promo/1/redemptions': (req) => ({
        status: 200,
        body: {
          status: 200,
          data: page(
            [redemption('11', {}), redemption('12', { status: 'pending', crownsGranted: 0 })],
            12,
            Number(req.query.get('page')),
            10,
          ),
        },
      }),
    });
    const { user } = renderAdmin(<AdminPromotionPage />, { role: 'read_only_admin' });
    await screen.findByText('WELCOME500');
    await waitFor(() => expect(rowOf('WELCOME500')).toHaveTextContent('1,500'));
    await user.click(screen.getByRole('button', { name: 'Redemptions of WELCOME500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redemptions of WELCOME500' });
    const fan = (await within(dialog).findByText('fan11')).closest('tr') as HTMLElement;
    expect(fan).toHaveTextContent('Credited');
    expect(fan).toHaveTextContent('500');
    expect(within(dialog).getByText('fan12').closest('tr')).toHaveTextContent('Waiting for a purchase');
    expect(within(dialog).getByText('12 redemptions')).toBeInTheDocument();
    expect(api.called('GET /admin/promo/1/redemptions')[0]?.query.get('limit')).toBe('10');
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.called('GET /admin/promo/1/redemptions').at(-1)?.query.get('page')).toBe('2'));
  });

  it('shows the field messages of the schema and sends nothing for bad input', async () => {
    const api = mockApi({ 'GET /admin/promo': list([]) });
    const { user } = renderAdmin(<AdminPromotionPage />);
    await screen.findByText('No Data Available');
    await user.type(screen.getByLabelText('Code'), 'a!');
    await user.type(screen.getByLabelText('Max redemptions (optional)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Code must be 3 to 32 letters, digits, dashes or underscores.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(screen.getByText('Max redemptions must be a whole number of at least 1.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'bonus_percent');
    fireEvent.change(screen.getByLabelText('Bonus percent'), { target: { value: '500' } });
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('A bonus percent must be between 1 and 100.')).toBeInTheDocument();
    expect(api.called('POST /admin/promo')).toHaveLength(0);
  });

  it('creates a promo code, toasts and refreshes the list', async () => {
    let created: AdminPromoData | null = null;
    const api = mockApi({
      'GET /admin/promo': () => list(created ? [created, welcome] : [welcome]),
      'POST /admin/promo': (req) => {
        created = promo({
          id: 3,
          code: 'SPRING25',
          kind: 'bonus_percent',
          value: 25,
          maxRedemptions: 50,
          redeemedCount: 0,
        });
        return { status: 201, body: { status: 201, data: created, echo: req.body } };
      },
    });
    const { user } = renderAdmin(<AdminPromotionPage />);
    await screen.findByText('WELCOME500');
    await user.type(screen.getByLabelText('Code'), 'SPRING25');
    await user.selectOptions(screen.getByLabelText('Kind'), 'bonus_percent');
    await user.type(screen.getByLabelText('Bonus percent'), '25');
    fireEvent.change(screen.getByLabelText('Expires (optional)'), { target: { value: '2030-01-02T03:04' } });
    await user.type(screen.getByLabelText('Max redemptions (optional)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));

    await waitFor(() => expect(api.called('POST /admin/promo')).toHaveLength(1));
    expect(api.called('POST /admin/promo')[0]?.body).toEqual({
      code: 'SPRING25',
      kind: 'bonus_percent',
      value: 25,
      expiresAt: new Date('2030-01-02T03:04').toISOString(),
      maxRedemptions: 50,
      active: true,
    });
    expect(await screen.findByText('Promo code SPRING25 created.')).toBeInTheDocument();
    expect(await screen.findByText('SPRING25')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('shows the server message when the code is taken', async () => {
    mockApi({
      'GET /admin/promo': list([welcome]),
      'POST /admin/promo': {
        status: 409,
        body: { status: 409, message: 'A promo code with this code already exists.' },
      },
    });
    const { user } = renderAdmin(<AdminPromotionPage />);
    await screen.findByText('WELCOME500');
    await user.type(screen.getByLabelText('Code'), 'WELCOME500');
    await user.type(screen.getByLabelText('Crowns'), '500');
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('A promo code with this code already exists.')).toBeInTheDocument();
  });

  it('a read-only admin sees the list and the create form with every field disabled', async () => {
    mockApi({ 'GET /admin/promo': list([welcome]) });
    renderAdmin(<AdminPromotionPage />, { role: 'read_only_admin' });
    await screen.findByText('WELCOME500');
    const form = screen.getByRole('form', { name: 'Create a promo code' });
    expect(within(form).getByRole('button', { name: 'Create promo code' })).toBeDisabled();
    for (const field of [
      ...within(form).getAllByRole('textbox'),
      ...within(form).getAllByRole('spinbutton'),
      within(form).getByRole('combobox'),
      within(form).getByRole('checkbox'),
    ])
      expect(field).toBeDisabled();
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
  });
});
