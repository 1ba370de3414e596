import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hidden title (still announced). */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** 'xxl' is for media (e.g. the video viewer). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
  /** Remove the default padding (for split layouts such as the login dialog). */
  bare?: boolean;
  /** The close button sits over media (e.g. a video): give it its own dark backdrop. */
  closeOverMedia?: boolean;
  /**
   * Focus the dialog itself on open instead of its first control: for information dialogs whose first control is
   * a tab, where a focus ring on open reads as a selection. Tab still moves into the controls.
   */
  focusContent?: boolean;
};

/** Modal dialog: focus trap, Esc and the close button close it, focus returns to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  size = 'md',
  bare,
  closeOverMedia,
  focusContent,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[size]} ${bare ? styles.bare : ''}`}
          // Without a description, opt out explicitly instead of repeating the title to screen readers.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={
            focusContent
              ? (event) => {
                  event.preventDefault();
                  (event.currentTarget as HTMLElement | null)?.focus();
                }
              : undefined
          }
        >
          <RadixDialog.Title className={hideTitle ? 'sr-only' : styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <RadixDialog.Close
            className={`${styles.close} ${closeOverMedia ? styles.closeOverMedia : ''}`}
            aria-label="Close"
          >
            <X size={18} aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
