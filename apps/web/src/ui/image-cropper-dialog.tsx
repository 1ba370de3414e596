import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from './button';
import { cropToJpeg, outputSize, type PixelArea } from './crop-image';
import { Dialog } from './dialog';
import { FieldError } from './field';
import styles from './image-cropper-dialog.module.css';

export type ImageCropperDialogProps = {
  /** Object URL (or any URL) of the picked image; the dialog is open while it is set. */
  src: string | null;
  title?: string;
  aspect: number;
  /** A round frame (avatars); the saved image stays the square under it. */
  round?: boolean;
  minZoom?: number;
  maxZoom?: number;
  /** The crop must cover at least this many source pixels; `tooSmallMessage` shows otherwise. */
  minWidth: number;
  minHeight: number;
  tooSmallMessage: string;
  quality?: number;
  /** Wider crops are scaled down to this width. */
  maxWidth?: number;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
};

/** Crops a picked image to a fixed aspect ratio (drag to move, wheel/pinch or slider to zoom) and returns a JPEG. */
export function ImageCropperDialog({
  src,
  title = 'Crop image',
  aspect,
  round,
  minZoom = 1,
  maxZoom = 3,
  minWidth,
  minHeight,
  tooSmallMessage,
  quality = 0.9,
  maxWidth = 1920,
  onCancel,
  onCropped,
}: ImageCropperDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const saved = area ? outputSize(area, maxWidth) : null;
  const tooSmall = area !== null && (Math.round(area.width) < minWidth || Math.round(area.height) < minHeight);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(null);
  };
  const cancel = () => {
    reset();
    onCancel();
  };
  const apply = async () => {
    if (!src || !area || tooSmall) return;
    setBusy(true);
    try {
      const blob = await cropToJpeg(src, area, { quality, maxWidth });
      reset();
      onCropped(blob);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={src !== null}
      onOpenChange={(open) => (open ? undefined : cancel())}
      title={title}
      description="Drag to position the image; zoom with the slider, the mouse wheel or a pinch."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={apply} loading={busy} disabled={!area || tooSmall}>
            Apply crop
          </Button>
        </>
      }
    >
      <div className={styles.stage}>
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            cropShape={round ? 'round' : 'rect'}
            minZoom={minZoom}
            maxZoom={maxZoom}
            // Zooming out below 1 shows the whole picture inside the frame (letterboxed in black).
            restrictPosition={minZoom >= 1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
          />
        ) : null}
      </div>
      <div className={styles.zoom}>
        <label htmlFor="cropper-zoom">Zoom</label>
        <input
          id="cropper-zoom"
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
        <span className={`${styles.zoomValue} tabular`}>{zoom.toFixed(2)}×</span>
      </div>
      {tooSmall ? (
        <FieldError message={tooSmallMessage} />
      ) : (
        <p className={styles.help}>The saved image is {saved ? `${saved.width}×${saved.height}` : '…'} pixels.</p>
      )}
      <FieldError message={failed ?? undefined} />
    </Dialog>
  );
}
