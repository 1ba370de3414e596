import { SOCIAL_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/mock-fetch';
import type { Bounty } from '../types';
import { renderViewer } from './test/render-viewer';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const b = {
  id: 42,
  title: 'Kickflip challenge',
  category: [],
  amount_cc: 1250,
  starting_cc: 1000,
  userCount: 0,
  status: 'completed',
  bounty_type: 'video',
  creator: { id: 1, sc_username: 'nova_plays', image_url: null },
  requirements: [],
  claims: [],
} as unknown as Bounty;

describe('Completed-bounty viewer: comments', () => {
  it('lists the comments under the Comments (n) tab, opened from the comments icon', async () => {
    const { user } = renderViewer(b);
    await user.click(await screen.findByRole('button', { name: 'Comments (2)' }));
    expect(screen.getByRole('tab', { name: 'Comments (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Clean landing!')).toBeInTheDocument();
    expect(screen.getByText('@luna')).toBeInTheDocument();
    expect(screen.getByText('First try?')).toBeInTheDocument();
  });

  it('refuses an empty comment with "Comment can\'t be empty"', async () => {
    const { user, api } = renderViewer(b);
    await user.click(await screen.findByRole('tab', { name: 'Comments (2)' }));
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText(SOCIAL_MSG.commentEmpty)).toBeInTheDocument();
    expect(api.called('POST /comment')).toHaveLength(0);
  });

  it('posts a comment and refreshes the list', async () => {
    const { user, api } = renderViewer(b, {
      'POST /comment': { status: 201, body: { status: 201, msg: 'Comment added', isToxic: false } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comments (2)' }));
    await user.type(screen.getByLabelText('Add a comment'), '  So clean ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(api.called('POST /comment')[0]!.json).toEqual({ content: 'So clean', module_type: 'bounty', module_id: 42 });
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    await waitFor(() => expect(api.called('GET /comment/bounty/42').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server message as an error for a toxic comment, which is still accepted', async () => {
    const toxic = 'Your comment was flagged as toxic.';
    const { user } = renderViewer(b, { 'POST /comment': { status: 201, body: { msg: toxic, isToxic: true } } });
    await user.click(await screen.findByRole('tab', { name: 'Comments (2)' }));
    await user.type(screen.getByLabelText('Add a comment'), 'meh');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const message = await screen.findByText(toxic);
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('keeps the text and shows the server message when the comment is refused', async () => {
    const { user } = renderViewer(b, { 'POST /comment': fail(429, 'Too many requests. Try again in a minute.') });
    await user.click(await screen.findByRole('tab', { name: 'Comments (2)' }));
    await user.type(screen.getByLabelText('Add a comment'), 'again');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('again');
  });
});

describe('Completed-bounty viewer: reporting a comment', () => {
  it('offers Report on a comment and files it as a comment report', async () => {
    const { user, api } = renderViewer(b, {
      'GET /utils/report-category': {
        status: 200,
        body: { status: 200, data: [{ id: 2, name: 'Spam or scam' }] },
      },
      'POST /report': { status: 200, body: { status: 200, message: 'Reported' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comments (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Report comment by luna' }));
    const form = await screen.findByRole('dialog', { name: 'Report an Issue' });
    await user.click(await within(form).findByRole('radio', { name: 'Spam or scam' }));
    await user.type(within(form).getByLabelText('Details'), 'Spam link');
    await user.click(within(form).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report Submitted' })).toBeInTheDocument();
    expect(api.called('POST /report')[0]!.json).toEqual({
      details: 'Spam link',
      category: 2,
      model_name: 'comment',
      model_id: 2,
    });
  });
});
