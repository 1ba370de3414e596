import { UPLOAD_MSG, type UploadPurpose, VIDEO_UPLOAD_MIME } from '@crowns/contracts';
import { CheckCircle2, Film, RotateCcw, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../button';
import { FieldError } from '../field';
import { ProgressBar } from '../progress';
import { useVideoUpload } from './use-video-upload';
import styles from './video-upload.module.css';

type Props = {
  purpose: UploadPurpose;
  /** The uploaded file's key for the submission, or null while there is none. */
  onFileKey: (fileKey: string | null) => void;
  /** The form's message for the video (e.g. 'Please upload video'). */
  error?: string;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Pick a video, send it with a progress bar, cancel or retry (spec 02 §7 Submission upload). */
export function VideoUpload({ purpose, onFileKey, error }: Props) {
  const { state, limits, start, cancel, retry } = useVideoUpload(purpose, onFileKey);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const accept = (limits?.types ?? ['mp4', 'webm', 'mov']).map((t) => `${VIDEO_UPLOAD_MIME[t]},.${t}`).join(',');
  const pick = () => input.current?.click();
  const kinds = (limits?.types ?? []).map((t) => t.toUpperCase()).join(', ');

  return (
    <div className={styles.box}>
      <span className={styles.legend}>Video file</span>
      <input
        ref={input}
        id={inputId}
        className={styles.file}
        type="file"
        accept={accept}
        aria-label="Choose a video file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void start(file);
        }}
      />
      {state.phase === 'idle' ? (
        <div className={styles.drop}>
          <Film size={22} aria-hidden />
          <p className={styles.hint}>{limits ? `${kinds} up to ${limits.maxMb} MB` : 'MP4, WebM or MOV'}</p>
          <Button variant="secondary" size="sm" onClick={pick}>
            <Upload size={16} aria-hidden /> Choose video
          </Button>
        </div>
      ) : null}
      {state.phase === 'uploading' ? (
        <div className={styles.row}>
          <ProgressBar
            value={state.percent}
            label="Upload progress"
            detail={`Uploading ${state.file.name} (${sizeText(state.file.size)})`}
          />
          <p className={styles.warning}>Do not close, go back or refresh this page during the upload.</p>
          <Button variant="ghost" size="sm" onClick={cancel}>
            <X size={16} aria-hidden /> Cancel upload
          </Button>
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <div className={styles.done}>
          <CheckCircle2 size={18} className={styles.ok} aria-hidden />
          <span className={styles.name}>
            {state.file.name} <span className={styles.size}>({sizeText(state.file.size)})</span>
          </span>
          <span role="status">{UPLOAD_MSG.uploaded}</span>
          <Button variant="ghost" size="sm" onClick={pick}>
            Replace
          </Button>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <div className={styles.row}>
          <p className={styles.failed} role="alert">
            {state.message}
          </p>
          <div className={styles.actions}>
            {state.file ? (
              <Button variant="secondary" size="sm" onClick={retry}>
                <RotateCcw size={16} aria-hidden /> Retry
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={pick}>
              Choose another video
            </Button>
          </div>
        </div>
      ) : null}
      {state.phase === 'idle' || state.phase === 'done' ? <FieldError message={error} /> : null}
    </div>
  );
}
