import { BOUNTY_MSG } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import { additionError, balanceIsShort, defaultAddition, parseAddition } from './add-crowns-amount';

describe('Up the Ante and Add to Prize amount (spec 02 §5, §9)', () => {
  it("defaults to 5 dollars' worth of crowns, capped at the balance", () => {
    expect(defaultAddition(100, 10_000)).toBe(500);
    expect(defaultAddition(40, 10_000)).toBe(200);
    expect(defaultAddition(100, 320)).toBe(320);
    expect(defaultAddition(100, 0)).toBe(0);
  });

  it('keeps digits only and caps the amount at the balance', () => {
    expect(parseAddition('12a3', 1000)).toBe(123);
    expect(parseAddition('0042', 1000)).toBe(42);
    expect(parseAddition('5000', 1000)).toBe(1000);
    expect(parseAddition('', 1000)).toBe(0);
    expect(parseAddition('-7', 1000)).toBe(7);
  });

  it("refuses 0 with the spec's message", () => {
    expect(additionError(0)).toBe(BOUNTY_MSG.anteZero);
    expect(additionError(0)).toBe('Crown amount cannot be 0. Please enter a valid value.');
    expect(additionError(1)).toBeUndefined();
  });

  it('calls the balance short below the default ante', () => {
    expect(balanceIsShort(100, 499)).toBe(true);
    expect(balanceIsShort(100, 500)).toBe(false);
  });
});
