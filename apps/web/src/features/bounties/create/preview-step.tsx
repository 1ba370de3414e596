import { Clock, Radio, Target } from 'lucide-react';
import { PreviewLayout, previewStyles as styles } from '../../../ui/form/preview-layout';
import { type BountyPreview, BountyPreviewCard } from './bounty-preview-card';

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
    <PreviewLayout
      title="Preview Bounty"
      lead="This is how your bounty will look on the board and in its info window."
      card={<BountyPreviewCard preview={preview} />}
      charge={{
        label: 'Starting reward',
        crowns: preview.crowns,
        ccPerUsd: preview.ccPerUsd,
        note: 'Publishing moves these crowns from your wallet into the bounty. If the bounty is not completed, they come back to you.',
      }}
      publishLabel="Publish Bounty"
      submitting={submitting}
      onBack={onBack}
      onPublish={onPublish}
    >
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
    </PreviewLayout>
  );
}
