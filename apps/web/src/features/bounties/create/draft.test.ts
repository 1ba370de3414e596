import { BOUNTY_MSG as M } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddRequirement,
  cleanRequirements,
  emptyDraft,
  normalizeTargetText,
  sanitizeHours,
  sanitizeUsd,
  toggleCategory,
  usdToCrowns,
} from './draft';
import { draftSchema, liveTargetError } from './draft-schema';

describe('draft rules (spec 02 §5)', () => {
  it('duration keeps digits only and clamps to 0–48', () => {
    expect(sanitizeHours('12')).toBe('12');
    expect(sanitizeHours('1a2')).toBe('12');
    expect(sanitizeHours('60')).toBe('48');
    expect(sanitizeHours('0')).toBe('0');
    expect(sanitizeHours('007')).toBe('7');
    expect(sanitizeHours('-3.5')).toBe('35');
    expect(sanitizeHours('')).toBe('');
  });

  it('reward allows digits and one dot, at most 5 digits, cents at most', () => {
    expect(sanitizeUsd('12.5', '12.')).toBe('12.5');
    expect(sanitizeUsd('12345', '1234')).toBe('12345');
    expect(sanitizeUsd('123456', '12345')).toBe('12345');
    expect(sanitizeUsd('123.45', '123.4')).toBe('123.45');
    expect(sanitizeUsd('1234.56', '1234.5')).toBe('1234.5');
    expect(sanitizeUsd('1.2.3', '1.2')).toBe('1.2');
    expect(sanitizeUsd('12a', '12')).toBe('12');
    expect(sanitizeUsd('1.234', '1.23')).toBe('1.23');
    expect(sanitizeUsd('', '5')).toBe('');
  });

  it('crowns are the rounded dollars times cc_per_usd', () => {
    expect(usdToCrowns('5', 100)).toBe(500);
    expect(usdToCrowns('12.345', 1)).toBe(12);
    expect(usdToCrowns('0.015', 100)).toBe(2);
    expect(usdToCrowns('', 100)).toBe(0);
  });

  it('adds a requirement row only when the last one has text', () => {
    expect(canAddRequirement([{ value: '' }])).toBe(false);
    expect(canAddRequirement([{ value: '   ' }])).toBe(false);
    expect(canAddRequirement([{ value: 'Do a flip' }])).toBe(true);
    expect(canAddRequirement([{ value: 'Do a flip' }, { value: '' }])).toBe(false);
  });

  it('trims requirements and drops the empty ones', () => {
    expect(cleanRequirements([{ value: ' Do a flip ' }, { value: '  ' }, { value: 'Smile' }])).toEqual([
      'Do a flip',
      'Smile',
    ]);
  });

  it('toggles categories and ignores a fourth', () => {
    expect(toggleCategory([], 'IRL')).toEqual(['IRL']);
    expect(toggleCategory(['IRL', 'Music'], 'IRL')).toEqual(['Music']);
    expect(toggleCategory(['IRL', 'Music', 'Art'], 'Gaming')).toEqual(['IRL', 'Music', 'Art']);
  });

  it('keeps one leading @ on the target and nothing for an empty name', () => {
    expect(normalizeTargetText('kai')).toBe('@kai');
    expect(normalizeTargetText('@@kai ')).toBe('@kai');
    expect(normalizeTargetText('@')).toBe('');
    expect(normalizeTargetText('')).toBe('');
  });
});

describe('draft schema', () => {
  const image = new Blob(['x'], { type: 'image/jpeg' });
  const valid = {
    ...emptyDraft(),
    selectedImage: image,
    title: 'Do a kickflip',
    requirements: [{ value: 'Land it' }],
    selectedCategories: ['IRL'],
    time: '6',
    rewardUsd: '10',
  };
  const messages = (draft: object, balance?: number) => {
    const r = draftSchema({ ccPerUsd: 100, balance }).safeParse(draft);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a complete draft', () => {
    expect(messages(valid, 5000)).toEqual([]);
  });

  it('reports every missing field with the spec message', () => {
    expect(messages(emptyDraft())).toEqual([
      `selectedImage: ${M.imageRequired}`,
      `title: ${M.titleRequired}`,
      `requirements: ${M.requirementRequired}`,
      `selectedCategories: ${M.categoryRequired}`,
      `time: ${M.timeRequired}`,
      `rewardUsd: ${M.rewardRequired}`,
    ]);
  });

  it('checks the reward minimum and the balance', () => {
    expect(messages({ ...valid, rewardUsd: '4.99' }, 5000)).toEqual([`rewardUsd: ${M.minReward}`]);
    expect(messages({ ...valid, rewardUsd: '51' }, 5000)).toEqual([`rewardUsd: ${M.notEnoughAmount}`]);
    expect(messages({ ...valid, rewardUsd: '50' }, 5000)).toEqual([]);
  });

  it('a zero duration is missing', () => {
    expect(messages({ ...valid, time: '0' }, 5000)).toEqual([`time: ${M.timeRequired}`]);
  });

  it('a live bounty needs a target who is live', () => {
    const kai = { id: 3, sc_username: 'kai', image_url: null, followedFlag: false, is_live: true };
    expect(liveTargetError({ isBountyLive: false, targetUser: null })).toBeNull();
    expect(liveTargetError({ isBountyLive: true, targetUser: null })).toEqual({
      field: 'targetText',
      message: M.targetRequired,
    });
    expect(liveTargetError({ isBountyLive: true, targetUser: { ...kai, is_live: false } })).toEqual({
      field: 'isBountyLive',
      message: M.liveRequired,
    });
    expect(liveTargetError({ isBountyLive: true, targetUser: kai })).toBeNull();
  });
});
