import { CHALLENGE_MSG, type FeaturedPick } from '@crowns/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeFixture, upcomingFixture } from '../../challenges/test/fixtures';
import { type Answer, mockApi, page, type Recorded } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminFeaturedChallengePage } from './admin-featured-challenge-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIVE = challengeFixture({ id: 1, title: 'Live trick shot', prize_cc: 9000 });
const SOON = upcomingFixture({ id: 2, title: 'Upcoming dance-off' });
const ok = (body: Record<string, unknown>) => ({ status: 200, body: { status: 200, ...body } });
const HOUR = 3_600_000;
const admin = { id: 5, sc_username: 'ops_anna', image_url: null };
const pickOf = (id: number, challenge: typeof LIVE, startsAt: number): FeaturedPick => ({
  id,
  starts_at: new Date(startsAt).toISOString(),
  challenge,
  scheduled_by: admin,
  created_at: new Date().toISOString(),
});
/** The value a datetime-local input holds for `ms` (local time, to the minute). */
const localValue = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The featured slot answers `featured` (an admin's pick or not); candidates filter by `search`; the schedule answers
 * `picks` (scheduling adds one, cancelling removes it) unless `scheduleAnswer` overrides the POST.
 */
function setup(
  featured: typeof LIVE | null,
  role: 'admin' | 'read_only_admin' = 'admin',
  { picks = [] as FeaturedPick[], scheduleAnswer }: { picks?: FeaturedPick[]; scheduleAnswer?: Answer } = {},
) {
  let current = featured;
  let schedule = picks;
  const api = mockApi({
    'GET /admin/challenge/featured/schedule': () => ok({ schedule }),
    'POST /admin/challenge/featured/schedule': (req: Recorded) => {
      if (scheduleAnswer) return scheduleAnswer;
      const body = req.body as { challenge_id: number; starts_at: string };
      const challenge = [LIVE, SOON].find((c) => c.id === body.challenge_id)!;
      const pick = pickOf(90, challenge, Date.parse(body.starts_at));
      schedule = [...schedule, pick];
      return { status: 201, body: { status: 201, message: CHALLENGE_MSG.scheduled, data: { pick } } };
    },
    ...Object.fromEntries(
      picks.map((p) => [
        `DELETE /admin/challenge/featured/schedule/${p.id}`,
        () => {
          schedule = schedule.filter((q) => q.id !== p.id);
          return ok({ message: CHALLENGE_MSG.scheduleCancelled, data: { id: p.id } });
        },
      ]),
    ),
    'POST /config/': ok({ data: { cc_per_usd: 100 } }),
    'GET /admin/challenge/featured': () => ok({ challenge: current }),
    'GET /admin/challenge/featured-candidates': (req: Recorded) => {
      const term = req.query.get('search')?.toLowerCase() ?? '';
      return ok({ challenge: page([LIVE, SOON].filter((c) => c.title.toLowerCase().includes(term))) });
    },
    'POST /admin/challenge/featured': (req: Recorded) => {
      const id = (req.body as { challenge_id: number | null }).challenge_id;
      const chosen = [LIVE, SOON].find((c) => c.id === id);
      current = chosen ? { ...chosen, featured: true } : null;
      return ok({ message: CHALLENGE_MSG.featured, data: { challenge: current } });
    },
  });
  return { ...renderAdmin(<AdminFeaturedChallengePage />, { role }), api };
}

const candidates = () => screen.getByRole('table', { name: 'Challenges that can be featured' });
const scheduled = () => screen.getByRole('table', { name: 'Scheduled featured picks' });
const rowOf = (title: string) => within(candidates()).getByText(title).closest('tr') as HTMLElement;
const pickRowOf = (title: string) => within(scheduled()).getByText(title).closest('tr') as HTMLElement;

describe('AdminFeaturedChallengePage', { timeout: 30_000 }, () => {
  it('features a challenge among the upcoming and live ones, then clears it', async () => {
    const r = setup(null);
    expect(await screen.findByText(CHALLENGE_MSG.noFeatured)).toBeInTheDocument();
    await within(await screen.findByRole('table', { name: 'Challenges that can be featured' })).findByText(
      'Upcoming dance-off',
    );
    expect(within(rowOf('Live trick shot')).getByText('LIVE')).toBeInTheDocument();
    expect(within(rowOf('Upcoming dance-off')).getByText('Upcoming')).toBeInTheDocument();

    await r.user.click(within(rowOf('Upcoming dance-off')).getByRole('button', { name: 'Feature Upcoming dance-off' }));
    expect(await screen.findByText(CHALLENGE_MSG.featured)).toBeInTheDocument();
    expect(r.api.called('POST /admin/challenge/featured')[0]!.body).toEqual({ challenge_id: 2 });
    const now = await screen.findByTestId('featured-now');
    expect(within(now).getByText('Upcoming dance-off')).toBeInTheDocument();
    expect(within(now).getByText('Chosen by an admin')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Upcoming dance-off')).getByText('Featured')).toBeInTheDocument());

    await r.user.click(within(now).getByRole('button', { name: 'Clear featured' }));
    await waitFor(() =>
      expect(r.api.called('POST /admin/challenge/featured')[1]!.body).toEqual({ challenge_id: null }),
    );
    expect(await screen.findByText(CHALLENGE_MSG.noFeatured)).toBeInTheDocument();
  });

  it('searches the candidates by title', async () => {
    const r = setup(null);
    await within(await screen.findByRole('table', { name: 'Challenges that can be featured' })).findByText(
      'Live trick shot',
    );
    await r.user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'dance');
    await waitFor(() => expect(screen.queryByText('Live trick shot')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText('Upcoming dance-off')).toBeInTheDocument();
    expect(r.api.called('GET /admin/challenge/featured-candidates').at(-1)!.query.get('search')).toBe('dance');
  });

  it('names an automatic pick as such', async () => {
    setup(LIVE);
    const now = await screen.findByTestId('featured-now');
    expect(within(now).getByText(/Automatic/)).toBeInTheDocument();
    expect(within(now).queryByRole('button', { name: 'Clear featured' })).not.toBeInTheDocument();
  });

  it('a read-only admin sees it all but changes nothing', async () => {
    const r = setup({ ...LIVE, featured: true }, 'read_only_admin');
    expect(await screen.findByRole('note')).toHaveTextContent('Read-only access');
    await within(await screen.findByRole('table', { name: 'Challenges that can be featured' })).findByText(
      'Upcoming dance-off',
    );
    const feature = within(rowOf('Upcoming dance-off')).getByRole('button', { name: 'Feature Upcoming dance-off' });
    expect(feature).toHaveAttribute('aria-disabled', 'true');
    await r.user.click(feature);
    await r.user.click(within(screen.getByTestId('featured-now')).getByRole('button', { name: 'Clear featured' }));
    expect(r.api.called('POST /admin/challenge/featured')).toHaveLength(0);
  });

  it('lists the scheduled picks soonest first, with their local time, challenge and admin', async () => {
    const soon = Date.now() + 2 * HOUR;
    const later = Date.now() + 5 * HOUR;
    setup(null, 'admin', { picks: [pickOf(7, SOON, soon), pickOf(8, LIVE, later)] });
    await within(await screen.findByRole('table', { name: 'Scheduled featured picks' })).findByText(
      'Upcoming dance-off',
    );
    const rows = within(scheduled()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Upcoming dance-off');
    expect(rows[1]).toHaveTextContent('Live trick shot');
    const first = pickRowOf('Upcoming dance-off');
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(soon);
    expect(within(first).getByText(when)).toHaveAttribute('datetime', new Date(soon).toISOString());
    expect(within(first).getByText(/^in 1h 5\dm$/)).toBeInTheDocument();
    expect(within(first).getByText('@ops_anna')).toBeInTheDocument();
  });

  it('says when nothing is scheduled', async () => {
    setup(null);
    expect(await screen.findByText('No picks scheduled.')).toBeInTheDocument();
  });

  it('schedules a candidate at a chosen local time and lists it', async () => {
    const r = setup(null);
    await within(await screen.findByRole('table', { name: 'Challenges that can be featured' })).findByText(
      'Upcoming dance-off',
    );
    await r.user.click(
      within(rowOf('Upcoming dance-off')).getByRole('button', { name: 'Schedule Upcoming dance-off' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule featured pick' });
    const field = within(dialog).getByLabelText('Feature from');
    // Empty, then in the past, then after the challenge's end: the server's messages, before any call.
    await r.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.scheduleTimeRequired);
    fireEvent.change(field, { target: { value: localValue(Date.now() - HOUR) } });
    await r.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.scheduleInPast);
    fireEvent.change(field, { target: { value: localValue(Date.parse(SOON.duration_end_time) + HOUR) } });
    await r.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CHALLENGE_MSG.scheduleAfterEnd);
    expect(r.api.called('POST /admin/challenge/featured/schedule')).toHaveLength(0);

    const at = localValue(Date.now() + 3 * HOUR);
    fireEvent.change(field, { target: { value: at } });
    await r.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(CHALLENGE_MSG.scheduled)).toBeInTheDocument();
    expect(r.api.called('POST /admin/challenge/featured/schedule')[0]!.body).toEqual({
      challenge_id: 2,
      starts_at: new Date(at).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(scheduled()).findByText('Upcoming dance-off');
    expect(r.api.called('GET /admin/challenge/featured/schedule').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const r = setup(null, 'admin', {
      scheduleAnswer: { status: 409, body: { status: 409, code: 'CONFLICT', message: CHALLENGE_MSG.scheduleTaken } },
    });
    await within(await screen.findByRole('table', { name: 'Challenges that can be featured' })).findByText(
      'Live trick shot',
    );
    await r.user.click(within(rowOf('Live trick shot')).getByRole('button', { name: 'Schedule Live trick shot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule featured pick' });
    fireEvent.change(within(dialog).getByLabelText('Feature from'), {
      target: { value: localValue(Date.now() + 2 * HOUR) },
    });
    await r.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHALLENGE_MSG.scheduleTaken);
    expect(screen.getByRole('dialog', { name: 'Schedule featured pick' })).toBeInTheDocument();
  });

  it('cancels a scheduled pick', async () => {
    const r = setup(null, 'admin', { picks: [pickOf(7, SOON, Date.now() + 2 * HOUR)] });
    await within(await screen.findByRole('table', { name: 'Scheduled featured picks' })).findByText(
      'Upcoming dance-off',
    );
    await r.user.click(within(pickRowOf('Upcoming dance-off')).getByRole('button', { name: /^Cancel the pick of/ }));
    expect(await screen.findByText(CHALLENGE_MSG.scheduleCancelled)).toBeInTheDocument();
    expect(r.api.called('DELETE /admin/challenge/featured/schedule/7')).toHaveLength(1);
    expect(await screen.findByText('No picks scheduled.')).toBeInTheDocument();
  });

  it('a read-only admin sees the schedule but cannot schedule or cancel', async () => {
    const r = setup(null, 'read_only_admin', { picks: [pickOf(7, SOON, Date.now() + 2 * HOUR)] });
    await within(await screen.findByRole('table', { name: 'Scheduled featured picks' })).findByText(
      'Upcoming dance-off',
    );
    const cancel = within(pickRowOf('Upcoming dance-off')).getByRole('button', { name: /^Cancel the pick of/ });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await r.user.click(cancel);
    const schedule = within(rowOf('Live trick shot')).getByRole('button', { name: 'Schedule Live trick shot' });
    expect(schedule).toHaveAttribute('aria-disabled', 'true');
    await r.user.click(schedule);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(r.api.called('DELETE /admin/challenge/featured/schedule/7')).toHaveLength(0);
    expect(r.api.called('POST /admin/challenge/featured/schedule')).toHaveLength(0);
  });
});
