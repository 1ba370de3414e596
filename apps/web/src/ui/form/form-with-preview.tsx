import { Eye } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../button';
import styles from './create-form.module.css';

type Props = {
  /** The form's accessible name: 'Create a bounty'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** 'Preview Bounty', 'Preview Challenge'. */
  submitLabel: string;
  submitting: boolean;
  /** The card as it will look, beside the form on wide screens. */
  preview: ReactNode;
  children: ReactNode;
};

/** A create form's first step: the sections, Cancel and Preview, and the live preview card beside them. */
export function FormWithPreview({ label, onSubmit, onCancel, submitLabel, submitting, preview, children }: Props) {
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="lg" loading={submitting}>
            <Eye size={16} aria-hidden /> {submitLabel}
          </Button>
        </div>
      </form>
      <aside className={styles.aside} aria-label="Live preview">
        <p className={styles.asideTitle}>Live preview</p>
        {preview}
        <p className={styles.asideNote}>Updates as you fill in the form.</p>
      </aside>
    </div>
  );
}
