import { BOUNTY_MSG } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import { anteError, balanceIsShort, defaultAnte, parseAnte } from './ante-amount';

describe('Up the Ante amount (spec 02 §5, §9)', () => {
  it("defaults to 5 dollars' worth of crowns, capped at the balance", () => {
    expect(defaultAnte(100, 10_000)).toBe(500);
    expect(defaultAnte(40, 10_000)).toBe(200);
    expect(defaultAnte(100, 320)).toBe(320);
    expect(defaultAnte(100, 0)).toBe(0);
  });

  it('keeps digits only and caps the amount at the balance', () => {
    expect(parseAnte('12a3', 1000)).toBe(123);
    expect(parseAnte('0042', 1000)).toBe(42);
    expect(parseAnte('5000', 1000)).toBe(1000);
    expect(parseAnte('', 1000)).toBe(0);
    expect(parseAnte('-7', 1000)).toBe(7);
  });

  it("refuses 0 with the spec's message", () => {
    expect(anteError(0)).toBe(BOUNTY_MSG.anteZero);
    expect(anteError(0)).toBe('Crown amount cannot be 0. Please enter a valid value.');
    expect(anteError(1)).toBeUndefined();
  });

  it('calls the balance short below the default ante', () => {
    expect(balanceIsShort(100, 499)).toBe(true);
    expect(balanceIsShort(100, 500)).toBe(false);
  });
});
