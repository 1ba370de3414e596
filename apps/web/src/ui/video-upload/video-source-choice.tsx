import styles from '../platform-picker.module.css';

export type VideoSourceKind = 'link' | 'upload';

const LABELS: Record<VideoSourceKind, string> = { link: 'Link', upload: 'Upload video' };

/** How a response brings its video: a link to a posted video, or a file uploaded here. A radio group. */
export function VideoSourceChoice({
  value,
  onChange,
}: {
  value: VideoSourceKind;
  onChange: (value: VideoSourceKind) => void;
}) {
  return (
    <fieldset className={styles.platforms}>
      <legend className={styles.legend}>Video</legend>
      <div className={styles.pills} style={{ '--pill-count': 2 } as React.CSSProperties}>
        {(['link', 'upload'] as const).map((kind) => (
          <label key={kind} className={styles.pill}>
            <input
              type="radio"
              name="video-source"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            <span>{LABELS[kind]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
