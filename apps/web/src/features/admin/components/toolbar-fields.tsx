import { Search } from 'lucide-react';
import { Input } from '../../../ui';
import { Select } from '../../../ui/select';
import styles from './admin.module.css';

/** A list toolbar's search box: its label for screen readers only, a search icon, at most `maxLength` characters. */
export function ToolbarSearch({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 100,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <Input
      className={styles.search}
      label={label}
      hideLabel
      type="search"
      placeholder={placeholder}
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
      trailing={<Search size={16} className={styles.muted} aria-hidden />}
    />
  );
}

/**
 * A list toolbar's filter: one of `options`, shown by `labels`; with `all`, an empty first choice that filters
 * nothing. The label is for screen readers only unless `showLabel`.
 */
export function ToolbarSelect<T extends string, E extends '' = never>({
  label,
  value,
  options,
  labels,
  all,
  showLabel,
  onChange,
}: {
  label: string;
  value: T | E;
  options: readonly T[];
  labels: Record<T, string> | ((option: T) => string);
  all?: string;
  showLabel?: boolean;
  onChange: (value: T | E) => void;
}) {
  const text = (option: T) => (typeof labels === 'function' ? labels(option) : labels[option]);
  return (
    <Select
      className={styles.filter}
      label={label}
      hideLabel={!showLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as T | E)}
    >
      {all === undefined ? null : <option value="">{all}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {text(option)}
        </option>
      ))}
    </Select>
  );
}
