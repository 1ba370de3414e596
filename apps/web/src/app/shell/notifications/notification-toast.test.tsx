import { LIMITS } from '@crowns/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationToast } from './notification-toast';

afterEach(() => vi.useRealTimers());

describe('notification toast', () => {
  it('counts 3 s down on a bar ticking every 50 ms, then closes itself', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<NotificationToast title="Bounty claimed" message="@rex claimed your bounty." onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Bounty claimed@rex claimed your bounty.');
    const bar = screen.getByRole('progressbar', { name: 'Time left' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(LIMITS.toastTickMs));
    expect(bar).toHaveAttribute('aria-valuenow', '98');
    act(() => vi.advanceTimersByTime(LIMITS.toastTickMs - 1));
    expect(bar).toHaveAttribute('aria-valuenow', '98');
    act(() => vi.advanceTimersByTime(1500 - 2 * LIMITS.toastTickMs + 1));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => vi.advanceTimersByTime(1450));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIMITS.toastTickMs));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(LIMITS.toastMs).toBe(3000);
  });

  it('opens its target and closes when clicked; the close button only closes', () => {
    const onDone = vi.fn();
    const onOpen = vi.fn();
    render(<NotificationToast title="Ante upped" onOpen={onOpen} onDone={onDone} />);
    act(() => screen.getByRole('button', { name: 'Ante upped' }).click());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
