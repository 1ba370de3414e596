import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok, type Route } from '../../../test/mock-api';
import { UserLink } from '../../../ui/user-link';
import { activityItem, PROFILE, page, submission } from '../test/fixtures';
import { renderProfile } from '../test/render';

const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  'POST /config/': config,
  'GET /users/profile/nova_plays': ok({ user: PROFILE }),
  'GET /users/stats': ok({ bountyStats: PROFILE.bountyStats }),
  'GET /users/activity': ok(page([activityItem(1)])),
  ...over,
});

/** A comment-like row with a username in it. */
const comment = (
  <p>
    <UserLink user={{ sc_username: 'nova_plays', image_url: null }} /> said hi
  </p>
);

afterEach(() => vi.unstubAllGlobals());

describe('Profile preview dialog', () => {
  it('opens from a username (a real /@name link) with the Overview: stats and activity', async () => {
    mockApi(routes());
    const { user, router } = renderProfile('/somewhere', { extra: comment });
    const link = screen.getByRole('link', { name: '@nova_plays' });
    expect(link).toHaveAttribute('href', '/@nova_plays');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: '@nova_plays' });
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(await within(dialog).findByText('Nova')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Videos' })).toBeInTheDocument();
    expect(within(within(dialog).getByLabelText('Bounty stats')).getByText('67%')).toBeInTheDocument();
    expect(await within(dialog).findByText(/@nova_plays upped the ante/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Follow @nova_plays' })).toBeInTheDocument();
  });

  it("says 'No Activity' when there is none", async () => {
    mockApi(routes({ 'GET /users/activity': ok(page([])) }));
    const { user } = renderProfile('/somewhere', { extra: comment });
    await user.click(screen.getByRole('link', { name: '@nova_plays' }));
    const dialog = await screen.findByRole('dialog', { name: '@nova_plays' });
    expect(await within(dialog).findByText('No Activity')).toBeInTheDocument();
  });

  it('shows the 3 top videos, then pages of 12 by views with See more', async () => {
    const api = mockApi(
      routes({
        'GET /users/submissions': (_b, q) => {
          if (q.get('limit') === '3') return ok({ submissions: page([submission(1), submission(2), submission(3)]) });
          const n = Number(q.get('page'));
          const rows = n === 1 ? [submission(1), submission(4), submission(5)] : [submission(6)];
          return ok({ submissions: page(rows, n, 2) });
        },
      }),
    );
    const { user } = renderProfile('/somewhere', { extra: comment });
    await user.click(screen.getByRole('link', { name: '@nova_plays' }));
    const dialog = await screen.findByRole('dialog', { name: '@nova_plays' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Videos' }));
    const top = await within(dialog).findByRole('region', { name: 'Top videos' });
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringMatching(/^1st.*Clip 1$/),
      expect.stringMatching(/^2nd.*Clip 2$/),
      expect.stringMatching(/^3rd.*Clip 3$/),
    ]);
    const others = await within(dialog).findByRole('region', { name: 'Other Submissions by @nova_plays' });
    // The top three are not repeated below.
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/Clip 4$/), expect.stringMatching(/Clip 5$/)]);
    await user.click(within(dialog).getByRole('button', { name: 'See more' }));
    expect(await within(others).findByText('Clip 6')).toBeInTheDocument();
    const queries = api.called('GET /users/submissions').map((c) => Object.fromEntries(c.query));
    expect(queries).toContainEqual({ userId: '42', limit: '3', filterBy: 'bountyClaims', page: '1', sortBy: 'views' });
    expect(queries).toContainEqual({ userId: '42', limit: '12', filterBy: 'bountyClaims', page: '2', sortBy: 'views' });
  });

  it("says 'No Video' when there are no videos", async () => {
    mockApi(routes({ 'GET /users/submissions': ok({ submissions: page([]) }) }));
    const { user } = renderProfile('/somewhere', { extra: comment });
    await user.click(screen.getByRole('link', { name: '@nova_plays' }));
    const dialog = await screen.findByRole('dialog', { name: '@nova_plays' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Videos' }));
    expect(await within(dialog).findByText('No Video')).toBeInTheDocument();
  });

  it('leaves a modified click (new tab) to the browser, and View Profile goes to the page and closes', async () => {
    mockApi(routes());
    const { user, router } = renderProfile('/somewhere', { extra: comment });
    const link = screen.getByRole('link', { name: '@nova_plays' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    fireEvent(link, ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: '@nova_plays' });
    await user.click(await within(dialog).findByRole('link', { name: 'View Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@nova_plays'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: /Nova/ })).toBeInTheDocument();
  });

  it('says the user is not found for an unknown name', async () => {
    mockApi(routes({ 'GET /users/profile/nova_plays': { status: 404, body: { message: 'User not found.' } } }));
    const { user } = renderProfile('/somewhere', { extra: comment });
    await user.click(screen.getByRole('link', { name: '@nova_plays' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('User not found')).toBeInTheDocument();
  });
});
