import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/mock-fetch';
import { bounty, claim, renderViewer } from './test/render-viewer';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('Completed-bounty viewer', () => {
  it('plays the completed claim and shows creator, chips, winner, amount and antes; counts one view', async () => {
    const { api } = renderViewer(bounty());
    const dialog = await screen.findByRole('dialog', { name: 'Kickflip challenge' });
    const frame = within(dialog).getByTitle('YouTube video: Kickflip challenge');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1');
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    expect(within(dialog).getByText('nova_plays')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Categories' })).toHaveTextContent('IRLSports');
    expect(within(dialog).getByText('@kai_streams')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(/Won:/)).toHaveTextContent('Won: $12.50'));
    expect(within(dialog).getByText('3 Upped the Ante')).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next submission' })).toBeDisabled();
    expect(await within(dialog).findByRole('tab', { name: 'Comments (2)' })).toBeInTheDocument();
    await waitFor(() => expect(api.called('POST /views')).toHaveLength(1));
    expect(api.called('POST /views')[0]!.json).toEqual({ model_name: 'bountyClaims', model_id: 7 });
  });

  it('cycles through the completed claims of a daily bounty with prev/next', async () => {
    const daily = bounty({ id: 9, bounty_type: 'daily', claims: [] });
    const submissions = [
      claim(1, 'completed', 'https://youtu.be/dQw4w9WgXcQ'),
      claim(2, 'submitted', 'https://youtu.be/aaaaaaaaaaa'),
      claim(3, 'completed', 'https://clips.twitch.tv/FunnySlug'),
    ];
    const { api, user } = renderViewer(daily, { 'GET /bounty/9/claim': ok({ submissions }) });
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Won:/)).toHaveTextContent('Won: $10.00'));
    await user.click(screen.getByRole('button', { name: 'Next submission' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByText('Loading Twitch clip...')).toBeInTheDocument();
    expect(screen.getByTitle('Twitch video: Kickflip challenge').getAttribute('src')).toContain('parent=localhost');
    expect(screen.getByText('@user3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next submission' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous submission' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.called('POST /views').map((c) => (c.json as { model_id: number }).model_id)).toEqual([1, 3]),
    );
  });

  it('warns before Kick content and Continue dismisses the warning', async () => {
    const kick = bounty({ claims: [claim(7, 'completed', 'https://kick.com/luna/clips/clip_01ABC')] });
    const { user, onClose } = renderViewer(kick);
    expect(await screen.findByRole('heading', { name: 'Just One Second...' })).toBeInTheDocument();
    expect(screen.queryByTitle(/Kick video/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTitle('Kick video: Kickflip challenge')).toHaveAttribute(
      'src',
      'https://player.kick.com/clip/clip_01ABC?autoplay=false',
    );
    expect(screen.queryByText('Just One Second...')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Back on the Kick warning closes the viewer', async () => {
    const { user, onClose } = renderViewer(bounty({ claims: [claim(7, 'completed', 'https://kick.com/luna')] }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the parse error of a bad Twitch link', async () => {
    renderViewer(bounty({ claims: [claim(7, 'completed', 'https://www.twitch.tv/kai_streams')] }));
    expect(await screen.findByText('Invalid Twitch URL')).toBeInTheDocument();
  });
});
