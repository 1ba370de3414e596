import { describe, expect, it } from 'vitest';
import { formatCrowns, formatDollarAmount, formatUsd } from './money';

const AMOUNTS = [0, 0.5, 1.005, 2.675, 1 / 3, 12.5, -1234.5, 999_999.995, 1_000_000_000.125, 7e21];

describe('money formats', () => {
  it('write dollars with two decimals and thousands commas, as toLocaleString does', () => {
    expect(formatDollarAmount(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1250, 100)).toBe('$12.50');
    expect(formatUsd(5, 0)).toBe('$5.00');
    for (const n of AMOUNTS)
      expect(formatDollarAmount(n)).toBe(
        `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
  });

  it('write crowns as toLocaleString does', () => {
    expect(formatCrowns(1250)).toBe('1,250');
    for (const n of AMOUNTS) expect(formatCrowns(n)).toBe(n.toLocaleString('en-US'));
  });
});
