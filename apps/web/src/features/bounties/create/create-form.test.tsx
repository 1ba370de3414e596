import { BOUNTY_MSG as M } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAppActions } from '../../../lib/app-actions';
import { renderCreate } from './test/render-create';

// Many typed keystrokes per test: slow on a shared CI machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const form = () => screen.findByRole('form', { name: 'Create a bounty' });

describe('Create a Bounty form: validation (spec 02 §5)', () => {
  it('shows every required message when previewing an empty draft', async () => {
    const { user } = renderCreate();
    await form();
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    for (const message of [
      M.imageRequired,
      M.titleRequired,
      M.requirementRequired,
      M.categoryRequired,
      M.timeRequired,
      M.rewardRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Preview Bounty', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it('limits the name to 25 characters', async () => {
    const { user } = renderCreate();
    await form();
    const name = screen.getByLabelText(/Bounty name/);
    expect(name).toHaveAttribute('maxLength', '25');
    await user.type(name, 'Kickflip');
    expect(screen.getByText('8/25')).toBeInTheDocument();
  });

  it('keeps one requirement row, adds one only after text, and cannot delete the last', async () => {
    const { user } = renderCreate();
    await form();
    const add = screen.getByRole('button', { name: 'Add requirement' });
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove requirement 1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Requirement 1'), 'Land it clean');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByLabelText('Requirement 2')).toHaveFocus();
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Requirement 2'), 'Film it{Enter}');
    expect(screen.getByLabelText('Requirement 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    expect(screen.getByLabelText('Requirement 1')).toHaveValue('');
    expect(screen.queryByLabelText('Requirement 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove requirement 1' })).toBeDisabled();
  });

  it('selects at most 3 categories and picking one clears the error', async () => {
    const { user } = renderCreate();
    await form();
    await user.click(screen.getByRole('button', { name: /Preview Bounty/ }));
    expect(await screen.findByText(M.categoryRequired)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Gaming' }));
    expect(screen.queryByText(M.categoryRequired)).not.toBeInTheDocument();
    for (const name of ['IRL', 'Music', 'Art']) await user.click(screen.getByRole('button', { name }));
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(['Gaming', 'IRL', 'Music', 'Art'].map(pressed)).toEqual(['true', 'true', 'true', 'false']);
    await user.click(screen.getByRole('button', { name: 'IRL' }));
    await user.click(screen.getByRole('button', { name: 'Art' }));
    expect(pressed('Art')).toBe('true');
  });

  it('takes duration digits only, clamps to 48 and offers presets', async () => {
    const { user } = renderCreate();
    await form();
    const hours = screen.getByPlaceholderText('Enter hours (1-48)');
    await user.type(hours, '6x0');
    expect(hours).toHaveValue('48');
    const presets = within(screen.getByRole('group', { name: 'Duration presets' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual(['1h', '3h', '6h', '12h', '24h']);
    await user.click(screen.getByRole('button', { name: '12h' }));
    expect(hours).toHaveValue('12');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.tab();
    expect(await screen.findByText(M.timeRequired)).toBeInTheDocument();
  });

  it('converts the reward to crowns and checks the minimum and the balance', async () => {
    const openPurchase = vi.fn();
    installAppActions({ openPurchase });
    const { user } = renderCreate();
    await form();
    const reward = screen.getByLabelText('Starting reward');
    await user.type(reward, 'a12.345');
    expect(reward).toHaveValue('12.34');
    expect(screen.getByText('1,234 crowns', { selector: 'output' })).toBeInTheDocument();
    await user.clear(reward);
    await user.type(reward, '123456');
    expect(reward).toHaveValue('12345');

    await user.clear(reward);
    await user.type(reward, '4.5');
    await user.tab();
    expect(await screen.findByText(M.minReward)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '$20' }));
    expect(reward).toHaveValue('20');
    expect(screen.getByText('2,000 crowns', { selector: 'output' })).toBeInTheDocument();
    expect(screen.queryByText(M.minReward)).not.toBeInTheDocument();

    await user.clear(reward);
    await user.type(reward, '50.01');
    await waitFor(() => expect(screen.getByText(M.notEnoughAmount)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Buy Crowns/ }));
    expect(openPurchase).toHaveBeenCalledTimes(1);
  });

  it('Cancel goes back to the board', async () => {
    const { user, router } = renderCreate();
    await form();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/bounty');
  });
});
