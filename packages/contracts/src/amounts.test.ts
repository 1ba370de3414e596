import { describe, expect, it } from 'vitest';
import { crownsSchema } from './amounts';
import { addFundsBody } from './wallet';
import { WALLET_MSG } from './wallet-constants';

const crowns = crownsSchema('Enter crowns.', { whole: 'Whole crowns only.', max: [50_000, 'At most 50000.'] });
const message = (value: unknown) => {
  const result = crowns.safeParse(value);
  return result.success ? result.data : result.error.issues[0]!.message;
};

describe('crownsSchema: a positive safe integer written as digits', () => {
  it.each([
    [500, 500],
    ['500', 500],
    [' 500 ', 500],
    ['007', 7],
    [50_000, 50_000],
  ])('takes %j as %j', (value, expected) => {
    expect(message(value)).toBe(expected);
  });

  it.each([
    [true, 'Enter crowns.'],
    [false, 'Enter crowns.'],
    [[5], 'Enter crowns.'],
    [{}, 'Enter crowns.'],
    [null, 'Enter crowns.'],
    [undefined, 'Enter crowns.'],
    ['', 'Enter crowns.'],
    [' ', 'Enter crowns.'],
    [0, 'Enter crowns.'],
    ['0', 'Enter crowns.'],
    [-5, 'Enter crowns.'],
    [5.5, 'Whole crowns only.'],
    ['0x10', 'Whole crowns only.'],
    ['0x1F4', 'Whole crowns only.'],
    ['1e3', 'Whole crowns only.'],
    ['+5', 'Whole crowns only.'],
    ['-5', 'Whole crowns only.'],
    ['5.0', 'Whole crowns only.'],
    ['0b101', 'Whole crowns only.'],
    ['Infinity', 'Whole crowns only.'],
    ['١٢', 'Whole crowns only.'],
    [50_001, 'At most 50000.'],
    ['9007199254740993', 'At most 50000.'],
  ])('refuses %j with %j', (value, expected) => {
    expect(message(value)).toBe(expected);
  });

  it('refuses unsafe integers even without an upper limit', () => {
    const plain = crownsSchema('Enter crowns.');
    expect(plain.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(plain.safeParse('9007199254740993').error?.issues[0]?.message).toBe('Enter crowns.');
    expect(plain.safeParse(2 ** 53).error?.issues[0]?.message).toBe('Enter crowns.');
  });

  it('is what the purchase body uses', () => {
    expect(addFundsBody.safeParse({ crowns: true }).error?.issues[0]?.message).toBe(WALLET_MSG.crownsRequired);
    expect(addFundsBody.parse({ crowns: '1000' })).toEqual({ crowns: 1000 });
  });
});
