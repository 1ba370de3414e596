import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatRemaining } from './countdown';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe('formatRemaining', () => {
  it('shows days, hours and minutes when a day or more remains', () => {
    expect(formatRemaining(DAY)).toBe('1d 00h 00m');
    expect(formatRemaining(2 * DAY + 4 * HOUR + 17 * 60 * SECOND + 59 * SECOND)).toBe('2d 04h 17m');
  });
  it('shows hours, minutes and seconds under a day', () => {
    expect(formatRemaining(DAY - SECOND)).toBe('23:59:59');
    expect(formatRemaining(4 * HOUR + 5 * SECOND)).toBe('04:00:05');
  });
  it('never goes below zero', () => {
    expect(formatRemaining(-5 * SECOND)).toBe('00:00:00');
  });
});

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second from the given clock and reports the end once', () => {
    vi.useFakeTimers();
    let now = 0;
    const onEnd = vi.fn();
    render(<Countdown target={new Date(3 * SECOND)} now={() => now} onEnd={onEnd} />);
    const time = screen.getByText('00:00:03');
    expect(time.closest('time')).toHaveClass('tabular');
    now = 1 * SECOND;
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText('00:00:02')).toBeInTheDocument();
    now = 5 * SECOND;
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText('00:00:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SECOND));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('switches format when less than a day is left', () => {
    vi.useFakeTimers();
    let now = 0;
    render(<Countdown target={DAY + 30 * SECOND} now={() => now} />);
    expect(screen.getByText('1d 00h 00m')).toBeInTheDocument();
    now = 31 * SECOND;
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText('23:59:59')).toBeInTheDocument();
  });
});
