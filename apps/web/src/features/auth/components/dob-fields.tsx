import { daysInMonth, LIMITS } from '@crowns/contracts';
import { type FocusEvent, useId, useMemo } from 'react';
import { Select } from '../../../ui/select';
import type { DobState } from '../hooks/use-dob';
import styles from './auth.module.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Month / Day / Year selects; years from the current one back to 1900, days per month with leap years. */
export function DobFields({ dob }: { dob: DobState }) {
  const errorId = useId();
  const { value, setValue, visibleError } = dob;
  const years = useMemo(() => {
    const current = new Date().getFullYear();
    return Array.from({ length: current - LIMITS.yearListStart + 1 }, (_, i) => String(current - i));
  }, []);
  // Without a year, February offers 29 days; a chosen day past the month's end stays listed so its error shows.
  const max = value.month ? daysInMonth(Number(value.year) || 2000, Number(value.month)) : 31;
  const dayCount = Math.max(max, Number(value.day) || 0);
  const days = Array.from({ length: dayCount }, (_, i) => String(i + 1));

  const onBlur = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dob.reveal();
  };
  const common = {
    hideLabel: true,
    invalid: Boolean(visibleError),
    'aria-describedby': visibleError ? errorId : undefined,
  };

  return (
    <fieldset className={styles.dob} onBlur={onBlur}>
      <legend className={styles.dobLegend}>Date of birth</legend>
      <Select
        label="Month"
        value={value.month}
        onChange={(e) => setValue({ ...value, month: e.target.value })}
        {...common}
      >
        <option value="">Month</option>
        {MONTHS.map((m, i) => (
          <option key={m} value={String(i + 1)}>
            {m}
          </option>
        ))}
      </Select>
      <Select label="Day" value={value.day} onChange={(e) => setValue({ ...value, day: e.target.value })} {...common}>
        <option value="">Day</option>
        {days.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </Select>
      <Select
        label="Year"
        value={value.year}
        onChange={(e) => setValue({ ...value, year: e.target.value })}
        {...common}
      >
        <option value="">Year</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
      {visibleError ? (
        <p id={errorId} role="alert" className={styles.dobError}>
          {visibleError}
        </p>
      ) : null}
    </fieldset>
  );
}
