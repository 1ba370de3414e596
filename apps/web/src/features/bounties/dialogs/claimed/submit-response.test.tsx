import { SUBMIT_LINK_MESSAGES } from '@crowns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../../ui/video-upload/test/fake-xhr';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { bountyOf, claimOf } from '../test/fixtures';
import { fail, mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

const bounty = bountyOf({ status: 'claimed', claims: [claimOf()] });

function open(routes: Parameters<typeof mockApi>[1] = {}) {
  const api = mockApi(bounty, routes);
  const r = renderDialogs();
  act(() => openBountyDialog('claimed', { bounty, step: 'submit' }));
  return { ...r, api };
}

describe('Enter video response', () => {
  it('opens straight on the form with title and description from the bounty and its categories', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Enter video response' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Beat the boss blindfolded');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('No hits allowed');
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gaming', 'IRL']);
    for (const name of ['TikTok', 'YouTube', 'Twitch', 'Kick'])
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(dialog).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxLength', '25');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '150');
  });

  it('checks platform, link, title and terms before sending anything', async () => {
    const r = open();
    await screen.findByRole('dialog', { name: 'Enter video response' });
    await r.user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Please select a platform.')).toBeInTheDocument();
    expect(screen.getByText('Please enter video link')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Accept terms and conditions')).toBeInTheDocument();
    await r.user.type(screen.getByRole('textbox', { name: 'Video link' }), 'not a link');
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Please enter a valid video link.')).toBeInTheDocument();
    expect(r.api.called('POST /bounty/5/claim/31/verify')).toHaveLength(0);
  });

  it('refuses a link that is not a video of the chosen platform, naming the platform, before sending', async () => {
    const r = open();
    await r.user.click(await screen.findByRole('radio', { name: 'YouTube' }));
    await r.user.type(screen.getByRole('textbox', { name: 'Video link' }), 'https://vimeo.com/76979871');
    await r.user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText(SUBMIT_LINK_MESSAGES.youtube)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Video link' })).toHaveAccessibleDescription(
      SUBMIT_LINK_MESSAGES.youtube,
    );
    expect(r.api.called('POST /bounty/5/claim/31/verify')).toHaveLength(0);
  });

  it('asks for the link of the chosen platform, pointing YouTube and TikTok videos to Upload video', async () => {
    const r = open();
    await r.user.click(await screen.findByRole('radio', { name: 'YouTube' }));
    expect(screen.getByText(/or choose Upload video to send the file itself/)).toBeInTheDocument();
    await r.user.click(screen.getByRole('radio', { name: 'Twitch' }));
    expect(screen.getByText('Paste the link to your Twitch clip or VOD.')).toBeInTheDocument();
  });

  it("submits, toasts 'Bounty Submitted.' and shows Submission Successful with My Profile", async () => {
    const r = open({ 'POST /bounty/5/claim/31/verify': ok({ message: 'Bounty Submitted.' }) });
    await r.user.click(await screen.findByRole('radio', { name: 'Twitch' }));
    await r.user.type(screen.getByRole('textbox', { name: 'Video link' }), 'https://clips.twitch.tv/AbcDef');
    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'IRL');
    await r.user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Bounty Submitted.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Submission Successful' })).toBeInTheDocument();
    expect(r.api.called('POST /bounty/5/claim/31/verify')[0]!.body).toEqual({
      platform: 'twitch',
      title: 'Beat the boss blindfolded',
      description: 'No hits allowed',
      category: 'IRL',
      clip_url: 'https://clips.twitch.tv/AbcDef',
    });
    await r.user.click(screen.getByRole('button', { name: 'My Profile' }));
    expect(r.router.state.location.pathname).toBe('/@nova_plays');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits an uploaded video instead of a link: platform hosted with its fileKey', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const fileKey = 'public/videos/7/abc.mp4';
    const r = open({
      'POST /utils/get-aws-signed-url': ok({ fileKey, url: `/files/${fileKey}?sig=x`, contentType: 'video/mp4' }),
      'POST /bounty/5/claim/31/verify': ok({ message: 'Bounty Submitted.' }),
    });
    await r.user.click(await screen.findByRole('radio', { name: 'Upload video' }));
    expect(screen.queryByRole('textbox', { name: 'Video link' })).not.toBeInTheDocument();
    await r.user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Please upload video')).toBeInTheDocument();
    const file = new File([new Uint8Array(100)], 'clip.mp4', { type: 'video/mp4' });
    await r.user.upload(screen.getByLabelText('Choose a video file'), file);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(200);
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByRole('dialog', { name: 'Submission Successful' })).toBeInTheDocument();
    expect(r.api.called('POST /bounty/5/claim/31/verify')[0]!.body).toEqual({
      platform: 'hosted',
      title: 'Beat the boss blindfolded',
      description: 'No hits allowed',
      category: 'Gaming',
      clip_url: '',
      fileKey,
    });
  });

  it("keeps the form and shows the server's message when the submit is refused", async () => {
    const r = open({ 'POST /bounty/5/claim/31/verify': fail(400, 'Bounty is no longer active') });
    await r.user.click(await screen.findByRole('radio', { name: 'Kick' }));
    await r.user.type(screen.getByRole('textbox', { name: 'Video link' }), 'https://kick.com/x/clips/1');
    await r.user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await r.user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText('Bounty is no longer active')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter video response' })).toBeInTheDocument();
  });

  it('Close and Submit Later goes to the dashboard; Cancel Bounty asks to quit', async () => {
    const r = open();
    await r.user.click(await screen.findByRole('button', { name: 'Cancel Bounty' }));
    expect(await screen.findByText('Are you sure you want to cancel your claim to:')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Keep Bounty' }));
    await r.user.click(await screen.findByRole('button', { name: 'Close and Submit Later' }));
    expect(r.router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
