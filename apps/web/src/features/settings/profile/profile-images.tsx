import type { Account } from '@crowns/contracts';
import { usableImageUrl } from '../../../lib/format';
import { Avatar } from '../../../ui/avatar';
import { FieldError } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import styles from '../settings.module.css';
import { ImageActions } from './image-actions';
import { PROFILE_IMAGE_RULES as RULES } from './image-rules';
import { useProfileImage } from './use-profile-image';

/** A spinner over an image while its upload or removal runs. */
function Saving({ busy, label }: { busy: boolean; label: string }) {
  return busy ? (
    <span className={styles.busyOverlay}>
      <Spinner size={24} label={label} />
    </span>
  ) : null;
}

/** The banner with the avatar over its corner, as the profile page shows them, each with Change and Remove. */
export function ProfileImages({ account }: { account: Account }) {
  const avatar = useProfileImage('avatar', account.id);
  const banner = useProfileImage('banner', account.id);
  const bannerUrl = usableImageUrl(account.banner_url);
  return (
    <section className={styles.card} aria-labelledby="settings-images">
      <h2 id="settings-images" className={styles.cardTitle}>
        Avatar and banner
      </h2>
      <div className={styles.banner} aria-busy={banner.busy || undefined}>
        {bannerUrl ? <img src={bannerUrl} alt="Your banner" /> : <span className="sr-only">No banner yet</span>}
        <Saving busy={banner.busy} label="Saving the banner" />
      </div>
      <div className={styles.imageRow}>
        <p className={styles.hint}>
          Banner: at least {RULES.banner.minWidth}×{RULES.banner.minHeight}, cropped to {RULES.banner.aspect}:1.
        </p>
        <div className={styles.imageButtons}>
          <ImageActions kind="banner" image={banner} hasImage={bannerUrl !== null} />
        </div>
      </div>
      <FieldError message={banner.problem ?? undefined} />

      <div className={styles.avatarRow}>
        <div className={styles.avatarFrame} aria-busy={avatar.busy || undefined}>
          <Avatar src={account.image_url} name={account.sc_username} size="xl" />
          <Saving busy={avatar.busy} label="Saving the avatar" />
        </div>
        <div className={styles.avatarSide}>
          <div className={styles.imageButtons}>
            <ImageActions kind="avatar" image={avatar} hasImage={usableImageUrl(account.image_url) !== null} />
          </div>
          <p className={styles.hint}>
            Square, at least {RULES.avatar.minWidth}×{RULES.avatar.minHeight}. JPG, PNG, GIF or WebP.
          </p>
        </div>
      </div>
      <FieldError message={avatar.problem ?? undefined} />
    </section>
  );
}
