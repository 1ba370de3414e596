import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { CrownAmount } from '../crown-amount';
import styles from './preview.module.css';

export { styles as previewStyles };

type Props = {
  /** 'Preview Bounty', 'Preview Challenge'. */
  title: string;
  lead: string;
  /** The card as lists will show it. */
  card: ReactNode;
  /** The info beside the card (title, facts, lists). */
  children: ReactNode;
  /** What publishing charges: its label, crowns and note. */
  charge: { label: string; crowns: number; ccPerUsd: number; note: string };
  /** 'Publish Bounty', 'Publish Challenge'. */
  publishLabel: string;
  submitting: boolean;
  onBack: () => void;
  onPublish: () => void;
};

/** The preview step of a create flow: card, info and charge, then 'Back to edit' and Publish ('Submitting...'). */
export function PreviewLayout({
  title,
  lead,
  card,
  children,
  charge,
  publishLabel,
  submitting,
  onBack,
  onPublish,
}: Props) {
  return (
    <section className={styles.previewStep} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.stepTitle}>
        {title}
      </h2>
      <p className={styles.stepLead}>{lead}</p>
      <div className={styles.previewGrid}>
        {card}
        <div className={styles.info}>
          {children}
          <div className={styles.charge}>
            <span>{charge.label}</span>
            <CrownAmount crowns={charge.crowns} ccPerUsd={charge.ccPerUsd} size="lg" />
          </div>
          <p className={styles.chargeNote}>{charge.note}</p>
        </div>
      </div>
      <div className={styles.stepActions}>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          <ArrowLeft size={16} aria-hidden /> Back to edit
        </Button>
        <Button size="lg" onClick={onPublish} loading={submitting}>
          {submitting ? 'Submitting...' : publishLabel}
        </Button>
      </div>
    </section>
  );
}
