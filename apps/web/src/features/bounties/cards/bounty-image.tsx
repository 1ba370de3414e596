import { CoverImage } from '../../../ui/cover-image';

/** A bounty's 16:9 thumbnail; a branded placeholder when there is no usable image or it fails to load. */
export function BountyImage({
  src,
  className,
  priority,
}: {
  src: string | null | undefined;
  className?: string;
  priority?: boolean;
}) {
  return <CoverImage src={src} className={className} priority={priority} />;
}
