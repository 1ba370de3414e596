import styles from './media-card.module.css';
import { UserLink } from './user-link';

/** Display length of a creator's name on a card (spec 02 §9). */
export const CREATOR_MAX = 12;

/**
 * A card's creator: small avatar and the name cut at 12 (the whole name on hover). The name is a link to the
 * profile that opens the Profile preview, above the card's own click area.
 */
export function CardCreator({
  user,
}: {
  user: { sc_username?: string | null; image_url?: string | null } | null | undefined;
}) {
  const name = user?.sc_username ?? '';
  return (
    <UserLink
      user={{ sc_username: name, image_url: user?.image_url }}
      max={CREATOR_MAX}
      avatar="xs"
      at={false}
      className={`${styles.creator} ${styles.creatorName}`}
    />
  );
}
