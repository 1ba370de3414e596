import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import styles from './overlay.module.css';

/** A dropdown menu: arrow keys, typeahead, Esc, focus returns to the trigger. */
export function Menu({
  trigger,
  children,
  align = 'end',
  label,
  open,
  onOpenChange,
  wide,
}: {
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A panel rather than a list of actions (e.g. notifications). */
  wide?: boolean;
}) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className={`${styles.menu} ${wide ? styles.wide : ''}`}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function MenuItem({
  children,
  onSelect,
  icon,
  disabled,
}: {
  children: ReactNode;
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <RadixMenu.Item className={styles.item} onSelect={onSelect} disabled={disabled}>
      {icon ? (
        <span className={styles.itemIcon} aria-hidden>
          {icon}
        </span>
      ) : null}
      {children}
    </RadixMenu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

/** A single-choice group inside a menu (e.g. a filter); choosing keeps the menu open. */
export function MenuRadioGroup({
  value,
  onValueChange,
  options,
  label,
  className,
  itemClassName,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: ReactNode }[];
  label: string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange} className={className} aria-label={label}>
      {options.map((o) => (
        <RadixMenu.RadioItem
          key={o.value}
          value={o.value}
          className={itemClassName ?? styles.item}
          onSelect={(event) => event.preventDefault()}
        >
          {o.label}
        </RadixMenu.RadioItem>
      ))}
    </RadixMenu.RadioGroup>
  );
}
