import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/stub-fetch';
import { FakeXhr } from './test/fake-xhr';
import { VideoUpload } from './video-upload';

const signed = {
  status: 200,
  fileKey: 'public/videos/7/abc.mp4',
  url: '/files/public/videos/7/abc.mp4?expires=1&sig=x',
  expiresAt: '2026-01-01T00:15:00.000Z',
  contentType: 'video/mp4',
  maxBytes: 2 * 1024 * 1024,
  youtubeDefaultCategoryId: '24',
};

/** `configGate`: the limits (POST /config/) arrive only once it resolves. */
function setup(configGate?: Promise<void>) {
  const api = stubFetch((req) => {
    if (req.path === '/config/')
      return { status: 200, body: { status: 200, data: { upload_max_mb: 2, upload_video_types: ['mp4', 'webm'] } } };
    if (req.path === '/utils/get-aws-signed-url') return { status: 200, body: signed };
    return undefined;
  });
  if (configGate) {
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/config/')) await configGate;
      return answer(input, init);
    });
  }
  const onFileKey = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VideoUpload purpose="bounty_submission" onFileKey={onFileKey} error="Please upload video" />
    </QueryClientProvider>,
  );
  return { api, onFileKey, user, input: () => screen.getByLabelText('Choose a video file') };
}

const video = (name = 'clip.mp4', type = 'video/mp4', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('VideoUpload', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gets a signed URL, PUTs the file with its type and shows the progress, then hands over the fileKey', async () => {
    const { api, onFileKey, user, input } = setup();
    expect(await screen.findByText('MP4, WEBM up to 2 MB')).toBeInTheDocument();
    expect(screen.getByText('Please upload video')).toBeInTheDocument();
    await user.upload(input(), video());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(api.called('POST /utils/get-aws-signed-url')[0]?.body).toEqual({
      fileType: 'video/mp4',
      platform: 'hosted',
      purpose: 'bounty_submission',
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['content-type']]).toEqual(['PUT', signed.url, 'video/mp4']);
    xhr.progress(420, 1000);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText(/Do not close, go back or refresh/)).toBeInTheDocument();
    xhr.answer(200);
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    expect(onFileKey).toHaveBeenLastCalledWith(signed.fileKey);
  });

  it('waits for the limits when the file is picked before they arrive, then uploads it', async () => {
    let release!: () => void;
    const { onFileKey, user, input } = setup(new Promise<void>((r) => (release = r)));
    expect(screen.getByText('MP4, WebM or MOV')).toBeInTheDocument();
    await user.upload(input(), video());
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    release();
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(200);
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    expect(onFileKey).toHaveBeenLastCalledWith(signed.fileKey);
  });

  it("says 'File Uploaded failed!' when the PUT fails, and retries the same file", async () => {
    const { onFileKey, user, input } = setup();
    await screen.findByText('MP4, WEBM up to 2 MB');
    await user.upload(input(), video());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(415);
    expect(await screen.findByRole('alert')).toHaveTextContent('File Uploaded failed!');
    FakeXhr.last = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(200);
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    expect(onFileKey).toHaveBeenLastCalledWith(signed.fileKey);
  });

  it('cancels an upload in flight and hands over no fileKey', async () => {
    const { onFileKey, user, input } = setup();
    await screen.findByText('MP4, WEBM up to 2 MB');
    await user.upload(input(), video());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('button', { name: 'Choose video' })).toBeInTheDocument();
    expect(onFileKey).toHaveBeenLastCalledWith(null);
    expect(onFileKey).not.toHaveBeenCalledWith(signed.fileKey);
  });

  it('checks kind and size before asking for a URL', async () => {
    const { api, user, input } = setup();
    await screen.findByText('MP4, WEBM up to 2 MB');
    await user.upload(input(), video('clip.mov', 'video/quicktime'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an MP4, WebM or MOV video.');
    await user.upload(input(), video('big.mp4', 'video/mp4', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video must be at most 2 MB.');
    expect(api.called('POST /utils/get-aws-signed-url')).toHaveLength(0);
  });
});
