import { BANNER_ASPECT, LIMITS, MSG, type ProfileImageKind, SETTINGS_LIMITS as S } from '@crowns/contracts';
import type { ImageRules } from '../../../ui/form/image-file';

/** The picked original may be a large photo: the uploaded file is the much smaller crop. */
const ORIGINAL_MAX_MB = 20;

type ProfileImageRules = ImageRules & {
  aspect: number;
  /** The crop is scaled down to this width before upload. */
  outputWidth: number;
  label: string;
};

const picked = {
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: ORIGINAL_MAX_MB * 1024 * 1024,
  badType: MSG.invalidImage,
  tooLarge: MSG.imageTooLarge(ORIGINAL_MAX_MB),
};

/** Avatar: square, at least LIMITS.avatarMinSize a side. Banner: BANNER_ASPECT wide, at least 1200×300. */
export const PROFILE_IMAGE_RULES: Record<ProfileImageKind, ProfileImageRules> = {
  avatar: {
    ...picked,
    aspect: 1,
    minWidth: LIMITS.avatarMinSize,
    minHeight: LIMITS.avatarMinSize,
    tooSmall: MSG.imageMin(LIMITS.avatarMinSize, LIMITS.avatarMinSize),
    outputWidth: 512,
    label: 'avatar',
  },
  banner: {
    ...picked,
    aspect: BANNER_ASPECT,
    minWidth: S.bannerMinWidth,
    minHeight: S.bannerMinHeight,
    tooSmall: MSG.imageMin(S.bannerMinWidth, S.bannerMinHeight),
    outputWidth: 1920,
    label: 'banner',
  },
};
