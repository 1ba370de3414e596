import { CHALLENGE_MSG, UPLOAD_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSocket } from '../../../lib/socket';
import { FakeXhr } from '../../../ui/video-upload/test/fake-xhr';
import { challengeOf, responseOf } from './test/fixtures';
import { ok, renderChallenge } from './test/render';

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

describe('Participate with an uploaded video', () => {
  it('uploads the file for a challenge response and sends platform hosted with its fileKey', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const fileKey = 'public/videos/7/lemons.mp4';
    const r = await renderChallenge({
      challenge: challengeOf(),
      routes: {
        'POST /utils/get-aws-signed-url': ok({ fileKey, url: `/files/${fileKey}?sig=x`, contentType: 'video/mp4' }),
        'POST /challenge/response/42': {
          status: 201,
          body: { status: 201, message: CHALLENGE_MSG.responded, data: { response: responseOf({ id: 80 }) } },
        },
      },
    });
    await r.user.click(await screen.findByRole('button', { name: 'Participate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participate' });
    await r.user.click(within(dialog).getByRole('radio', { name: 'Upload video' }));
    expect(within(dialog).queryByRole('group', { name: 'Platform' })).not.toBeInTheDocument();
    await r.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Five lemons');
    await r.user.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    expect(await within(dialog).findByText(UPLOAD_MSG.uploadRequired)).toBeInTheDocument();

    const file = new File([new Uint8Array(300)], 'lemons.mp4', { type: 'video/mp4' });
    await r.user.upload(within(dialog).getByLabelText('Choose a video file'), file);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(r.api.called('POST /utils/get-aws-signed-url')[0]!.body).toMatchObject({ purpose: 'challenge_response' });
    FakeXhr.last!.answer(200);
    await within(dialog).findByText('File Uploaded');
    await r.user.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Participate' })).not.toBeInTheDocument());
    expect(r.api.called('POST /challenge/response/42')[0]!.body).toEqual({
      platform: 'hosted',
      title: 'Five lemons',
      description: '',
      clip_url: '',
      fileKey,
    });
  });
});
