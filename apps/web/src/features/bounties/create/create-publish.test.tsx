import '../../../ui/form/test/mock-cover-flow';
import { BOUNTY_MSG as M } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/mock-fetch';
import { createdBounty, renderCreate } from './test/render-create';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
// Many typed keystrokes per test: slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const png = (name = 'pic.png', type = 'image/png') => new File([new Uint8Array(2048)], name, { type });

async function chooseImage(user: UserEvent) {
  await user.upload(screen.getByLabelText('Bounty image'), png());
  await user.click(await screen.findByRole('button', { name: 'Apply crop' }));
  await screen.findByRole('img', { name: 'Your bounty thumbnail' });
}

async function fillDraft(user: UserEvent) {
  await chooseImage(user);
  await user.type(screen.getByLabelText(/Bounty name/), '  Do a kickflip ');
  await user.type(screen.getByLabelText('Requirement 1'), ' Land it clean ');
  await user.click(screen.getByRole('button', { name: 'Add requirement' }));
  await user.type(screen.getByLabelText('Requirement 2'), 'Film it');
  await user.click(screen.getByRole('button', { name: 'Add requirement' }));
  await user.click(screen.getByRole('button', { name: 'IRL' }));
  await user.click(screen.getByRole('button', { name: 'Gaming' }));
  await user.click(screen.getByRole('button', { name: '6h' }));
  await user.click(screen.getByRole('button', { name: '$10' }));
}

describe('Create a Bounty: image, target and publish', () => {
  it('refuses a file of another type and crops an accepted one', async () => {
    const { user } = renderCreate({});
    await screen.findByRole('form', { name: 'Create a bounty' });
    // A file picker can still hand over another type (e.g. "All files"): the input's accept list is only a hint.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Bounty image'), png('a.webp', 'image/webp'));
    expect(await screen.findByText(M.invalidFileType)).toBeInTheDocument();
    await chooseImage(user);
    expect(screen.queryByText(M.invalidFileType)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change image/ })).toBeInTheDocument();
  });

  it('suggests users after the @, chooses with the keyboard and shows the live hints', async () => {
    const { user, api } = renderCreate();
    const target = await screen.findByRole('combobox');
    await user.type(target, 'ka');
    expect(target).toHaveValue('@ka');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['KA@kaiFollowingLIVE', 'KA@kara']);
    expect(api.called('GET /users/usernames/').map((c) => c.query.get('search'))).toEqual(['ka']);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(target).toHaveValue('@kai');
    expect(screen.getByText(/Target user is live\. Please check 'Live Bounty'/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Live Bounty/ }));
    expect(target).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Live Bounty/ }));
    await user.clear(target);
    await user.type(target, 'kar');
    await screen.findByRole('option', { name: /@kara/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(target).toHaveValue('@kara');
    expect(
      screen.getByText('This target is not streaming, bounty will be added to their bounty board.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Live Bounty/ }));
    expect(await screen.findByText(M.liveRequired)).toBeInTheDocument();
  });

  it('a live bounty without a target asks for one', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('checkbox', { name: /Live Bounty/ }));
    expect(await screen.findByText(M.targetRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeEnabled();
  });

  it('pre-fills and locks the target from the @username route', async () => {
    const { api } = renderCreate({ url: '/bounty/createbounty/@kai' });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('@kai'));
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(api.called('GET /users/usernames/')[0]?.query.get('username')).toBe('kai');
  });

  it('previews, publishes the multipart form and shows Bounty Created', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((r) => {
      release = r;
    });
    const { user, api, router } = renderCreate({
      publish: async () => {
        await answered;
        return { status: 201, body: { code: 201, message: 'Bounty Created', data: { bounty: createdBounty() } } };
      },
    });
    await screen.findByRole('form', { name: 'Create a bounty' });
    await fillDraft(user);
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    expect(await screen.findByRole('heading', { name: 'Preview Bounty' })).toBeInTheDocument();
    expect(screen.getByText('Land it clean')).toBeInTheDocument();

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Publish Bounty' }));
    const sending = screen.getByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    release();
    expect(await screen.findByRole('dialog', { name: 'Bounty Created' })).toBeInTheDocument();

    const posts = api.called('POST /bounty');
    expect(posts).toHaveLength(1);
    const form = posts[0]!.form!;
    expect(form.get('title')).toBe('Do a kickflip');
    expect(form.get('description')).toBe('');
    expect(JSON.parse(String(form.get('category')))).toEqual(['IRL', 'Gaming']);
    expect(form.get('target_user')).toBeNull();
    expect(form.get('bounty_type')).toBe('video');
    expect(JSON.parse(String(form.get('rules')))).toEqual(['Land it clean', 'Film it']);
    expect(form.get('starting_cc')).toBe('1000');
    const end = new Date(String(form.get('duration_end_time'))).getTime();
    expect(end - before).toBeGreaterThanOrEqual(6 * 3_600_000);
    expect(end - Date.now()).toBeLessThanOrEqual(6 * 3_600_000);
    expect(form.get('image_url')).toBeInstanceOf(Blob);

    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /My Dashboard/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/bounty');
  });

  it('shows the server message of a 400 and keeps the preview', async () => {
    const { user } = renderCreate({ publish: fail(400, M.targetNotLive) });
    await screen.findByRole('form', { name: 'Create a bounty' });
    await fillDraft(user);
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    await user.click(await screen.findByRole('button', { name: 'Publish Bounty' }));
    expect(await screen.findByText(M.targetNotLive)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Bounty' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Bounty Created' })).not.toBeInTheDocument();
  });

  it('looks up a typed target that was not picked from the list', async () => {
    const { user, api } = renderCreate();
    await screen.findByRole('form', { name: 'Create a bounty' });
    await fillDraft(user);
    const target = screen.getByRole('combobox');
    await user.type(target, 'zed{Escape}');
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    expect(await screen.findByText(M.targetNotFound)).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, 'kara{Escape}');
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    expect(await screen.findByText('For @kara')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Bounty' }));
    await screen.findByRole('dialog', { name: 'Bounty Created' });
    expect(api.called('POST /bounty')[0]!.form!.get('target_user')).toBe('4');
  });

  it('View Bountyboard and My Dashboard leave for their pages', async () => {
    const { user, router } = renderCreate({
      publish: { status: 201, body: { data: { bounty: createdBounty({ bounty_type: 'live' }) } } },
    });
    await screen.findByRole('form', { name: 'Create a bounty' });
    await fillDraft(user);
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    await user.click(await screen.findByRole('button', { name: 'Publish Bounty' }));
    await user.click(await screen.findByRole('button', { name: /My Dashboard/ }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
