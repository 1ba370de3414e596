import { ArrowLeft, Clock, Radio, Target } from 'lucide-react';
import { Button } from '../../../ui/button';
import { CrownAmount } from '../../../ui/crown-amount';
import { type BountyPreview, BountyPreviewCard } from './bounty-preview-card';
import styles from './preview.module.css';

type Props = {
  preview: BountyPreview;
  requirements: string[];
  submitting: boolean;
  onBack: () => void;
  onPublish: () => void;
};

/** Preview Bounty: the card and the info a claimer will read, then 'Publish Bounty' ('Submitting...' while sending). */
export function PreviewStep({ preview, requirements, submitting, onBack, onPublish }: Props) {
  return (
    <section className={styles.previewStep} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.stepTitle}>
        Preview Bounty
      </h2>
      <p className={styles.stepLead}>This is how your bounty will look on the board and in its info window.</p>
      <div className={styles.previewGrid}>
        <BountyPreviewCard preview={preview} />
        <div className={styles.info}>
          <h3 className={styles.infoTitle}>{preview.title}</h3>
          <ul className={styles.facts}>
            <li>
              <Target size={16} aria-hidden />
              {preview.targetName ? `For @${preview.targetName}` : 'Open to everyone'}
            </li>
            <li>
              <Radio size={16} aria-hidden />
              {preview.isLive ? 'Live bounty — done live on stream' : 'Video bounty'}
            </li>
            <li>
              <Clock size={16} aria-hidden />
              {preview.hours} {preview.hours === 1 ? 'hour' : 'hours'} to complete
            </li>
          </ul>
          <div className={styles.chips}>
            {preview.categories.map((c) => (
              <span key={c} className={styles.chip}>
                {c}
              </span>
            ))}
          </div>
          <h4 className={styles.infoHeading}>Requirements</h4>
          <ol className={styles.requirementList}>
            {requirements.map((r, i) => (
              // Requirements may repeat; the position keeps keys unique.
              <li key={`${i}-${r}`}>{r}</li>
            ))}
          </ol>
          <div className={styles.charge}>
            <span>Starting reward</span>
            <CrownAmount crowns={preview.crowns} ccPerUsd={preview.ccPerUsd} size="lg" />
          </div>
          <p className={styles.chargeNote}>
            Publishing moves these crowns from your wallet into the bounty. If the bounty is not completed, they come
            back to you.
          </p>
        </div>
      </div>
      <div className={styles.stepActions}>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          <ArrowLeft size={16} aria-hidden /> Back to edit
        </Button>
        <Button size="lg" onClick={onPublish} loading={submitting}>
          {submitting ? 'Submitting...' : 'Publish Bounty'}
        </Button>
      </div>
    </section>
  );
}
