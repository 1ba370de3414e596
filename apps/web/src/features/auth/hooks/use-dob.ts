import { birthdateError } from '@crowns/contracts';
import { useState } from 'react';

export type DobValue = { month: string; day: string; year: string };

const pad = (n: string) => n.padStart(2, '0');

/**
 * Date of birth as three selects. The message of spec 01 §5 shows once the group was left or submitted, or as soon
 * as all three parts are chosen (so an impossible day such as 30 February is flagged right away).
 */
export function useDob() {
  const [value, setValue] = useState<DobValue>({ month: '', day: '', year: '' });
  const [revealed, setRevealed] = useState(false);
  const error = birthdateError({ year: Number(value.year), month: Number(value.month), day: Number(value.day) });
  const complete = Boolean(value.month && value.day && value.year);
  return {
    value,
    setValue,
    error,
    visibleError: revealed || complete ? error : null,
    reveal: () => setRevealed(true),
    /** YYYY-MM-DD once valid. */
    birthdate: error ? null : `${value.year}-${pad(value.month)}-${pad(value.day)}`,
  };
}
export type DobState = ReturnType<typeof useDob>;
