import { BOUNTY_LIMITS as L, BOUNTY_MSG as M } from '@crowns/contracts';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../button';
import { FieldError } from '../field';
import { ImageCropperDialog } from '../image-cropper-dialog';
import styles from './create-form.module.css';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, readImageSize } from './image-file';
import { useObjectUrl } from './use-object-url';

type Props = {
  value: Blob | null;
  onChange: (image: Blob | null) => void;
  onBlur?: () => void;
  /** The form's message (e.g. no image chosen on submit). */
  error?: string;
  /** 'Bounty image', 'Challenge image'. */
  label: string;
  /** The cropper's title and the kept image's alt text. */
  cropTitle: string;
  alt: string;
};

/** A 16:9 cover image: pick or drop a file, checked (type, size, minimum) and cropped before it is kept. */
export function ImageField({ value, onChange, onBlur, error, label, cropTitle, alt }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value);
  const [fileError, setFileError] = useState<string | null>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = await checkImageFile(file, readImageSize);
    setFileError(problem);
    if (!problem) setCropSrc(URL.createObjectURL(file));
  };
  const closeCropper = () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
    onBlur?.();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };
  const message = fileError ?? error;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        // The drop zone (or Change image) is the keyboard entry; the input itself stays out of the tab order.
        tabIndex={-1}
        aria-invalid={message ? true : undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {preview ? (
        <div className={styles.imagePreview}>
          <img src={preview} alt={alt} />
          <div className={styles.imageActions}>
            <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
              <RefreshCw size={14} aria-hidden /> Change image
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
              <Trash2 size={14} aria-hidden /> Remove
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${styles.dropzone} ${dragging ? styles.dragging : ''} ${message ? styles.dropzoneInvalid : ''}`}
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <ImagePlus size={28} aria-hidden />
          <span className={styles.dropTitle}>Upload a thumbnail</span>
          <span className={styles.dropHint}>
            JPG, PNG or GIF · 16:9 · at least {L.imageMinWidth}×{L.imageMinHeight} · up to 10MB
          </span>
        </button>
      )}
      <FieldError message={message ?? undefined} />
      <ImageCropperDialog
        src={cropSrc}
        title={cropTitle}
        aspect={L.imageAspect}
        minZoom={0.25}
        maxZoom={3}
        minWidth={L.imageMinWidth}
        minHeight={L.imageMinHeight}
        tooSmallMessage={M.imageTooSmall}
        quality={0.9}
        onCancel={closeCropper}
        onCropped={(blob) => {
          closeCropper();
          setFileError(null);
          onChange(blob);
        }}
      />
    </div>
  );
}
