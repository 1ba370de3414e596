import type { ProfileImageKind } from '@crowns/contracts';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/button';
import { ImageCropperDialog } from '../../../ui/image-cropper-dialog';
import { PROFILE_IMAGE_RULES } from './image-rules';
import type { useProfileImage } from './use-profile-image';

type Props = { kind: ProfileImageKind; image: ReturnType<typeof useProfileImage>; hasImage: boolean };

/** Change (pick, check, crop, upload) and Remove buttons of one profile image, with its crop dialog. */
export function ImageActions({ kind, image, hasImage }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const rules = PROFILE_IMAGE_RULES[kind];
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={rules.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Choose a new ${rules.label}`}
        onChange={(e) => {
          void image.pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button size="sm" variant="secondary" loading={image.busy} onClick={() => input.current?.click()}>
        <ImagePlus size={14} aria-hidden /> {hasImage ? `Change ${rules.label}` : `Upload ${rules.label}`}
      </Button>
      {hasImage ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={image.busy}
          onClick={image.onRemove}
          aria-label={`Remove ${rules.label}`}
        >
          <Trash2 size={14} aria-hidden /> Remove
        </Button>
      ) : null}
      <ImageCropperDialog
        src={image.cropSrc}
        title={kind === 'avatar' ? 'Edit avatar' : 'Edit banner'}
        aspect={rules.aspect}
        round={kind === 'avatar'}
        minZoom={0.25}
        maxZoom={3}
        minWidth={rules.minWidth}
        minHeight={rules.minHeight}
        tooSmallMessage={rules.tooSmall}
        quality={0.9}
        maxWidth={rules.outputWidth}
        onCancel={image.closeCropper}
        onCropped={image.onCropped}
      />
    </>
  );
}
