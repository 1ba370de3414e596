import { BOUNTY_LIMITS } from '@crowns/contracts';
import { canAddRow, cleanRows, type TextRow } from '../../../ui/form/rows-field';
import type { UserSuggestion } from '../api/user-suggestions';

/** One requirement row (an object so react-hook-form's field array can key it). */
export type RequirementRow = TextRow;

/** The create draft of spec 02 §3, as the form holds it. */
export type CreateDraft = {
  /** The cropped 16:9 JPEG, or null before one is chosen. */
  selectedImage: Blob | null;
  title: string;
  /** The target field as typed, with its leading @. */
  targetText: string;
  /** The user chosen for the target, from the suggestions or the route's @username. */
  targetUser: UserSuggestion | null;
  isBountyLive: boolean;
  requirements: RequirementRow[];
  selectedCategories: string[];
  /** Hours, digits only. */
  time: string;
  /** Dollars as typed: digits and one dot. */
  rewardUsd: string;
};

export const emptyDraft = (): CreateDraft => ({
  selectedImage: null,
  title: '',
  targetText: '',
  targetUser: null,
  isBountyLive: false,
  requirements: [{ value: '' }],
  selectedCategories: [],
  time: '',
  rewardUsd: '',
});

/** At most this many requirement rows (the spec gives no limit; a sane one keeps the card readable). */
export const MAX_REQUIREMENTS = 10;
export const REQUIREMENT_MAX_LENGTH = 200;

/** Duration: digits only, clamped to 0–48 (spec 02 §5). */
export function sanitizeHours(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), BOUNTY_LIMITS.durationMaxHours));
}

export { sanitizeUsd, usdToCrowns } from '../../../ui/form/amount';

/** A new requirement row only when the last one has text (spec 02 §5). */
export const canAddRequirement = (rows: RequirementRow[]) => canAddRow(rows, MAX_REQUIREMENTS);

/** Titles trimmed and empty ones dropped on publish. */
export const cleanRequirements = cleanRows;

/** Picking a category toggles it; a fourth is ignored (spec 02 §5). */
export function toggleCategory(selected: string[], name: string): string[] {
  if (selected.includes(name)) return selected.filter((c) => c !== name);
  if (selected.length >= BOUNTY_LIMITS.categoriesMax) return selected;
  return [...selected, name];
}

/** The target field keeps one leading @ and no spaces; nothing after the @ leaves it empty. */
export function normalizeTargetText(raw: string): string {
  const name = raw.replace(/\s/g, '').replace(/^@+/, '');
  return name ? `@${name}` : '';
}

/** The name typed after the @. */
export const targetName = (text: string) => text.replace(/^@+/, '').trim();
