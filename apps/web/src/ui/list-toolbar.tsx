import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from './field';
import styles from './list-toolbar.module.css';
import { Select } from './select';

export type Option<T extends string = string> = { label: string; value: T };

type Props<S extends string> = {
  search: string;
  onSearch: (v: string) => void;
  /** 'Search bounties', 'Search challenges'. */
  searchLabel: string;
  sort: S;
  onSort: (v: S) => void;
  sortOptions: Option<S>[];
  /** The filters after the sort (category, type). */
  children?: ReactNode;
};

/** A list's search box, sort dropdown and filters; stacks into two columns on phones. */
export function ListToolbar<S extends string>({
  search,
  onSearch,
  searchLabel,
  sort,
  onSort,
  sortOptions,
  children,
}: Props<S>) {
  return (
    <div className={styles.toolbar}>
      <Input
        type="search"
        label={searchLabel}
        hideLabel
        placeholder={searchLabel}
        value={search}
        maxLength={100}
        onChange={(e) => onSearch(e.target.value)}
        trailing={<Search size={16} aria-hidden className={styles.searchIcon} />}
        className={styles.search}
      />
      <FilterSelect label="Sort by" value={sort} onChange={onSort} options={sortOptions} />
      {children}
    </div>
  );
}

/** A labelled dropdown of a toolbar; `all` is the first, unfiltered choice. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: T;
  onChange: (v: T) => void;
  options: Option<T>[];
  all?: Option<T>;
}) {
  return (
    <Select
      label={label}
      hideLabel
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      className={styles.select}
    >
      {[...(all ? [all] : []), ...options].map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
