import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = { value: string; label: ReactNode; content?: ReactNode };

/** Tabs with keyboard arrows; pass `content` per tab or render panels yourself from `value`. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (v: string) => void;
  label: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={styles.root}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} className={styles.trigger}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) =>
        t.content !== undefined ? (
          <RadixTabs.Content key={t.value} value={t.value} className={styles.content}>
            {t.content}
          </RadixTabs.Content>
        ) : null,
      )}
    </RadixTabs.Root>
  );
}
