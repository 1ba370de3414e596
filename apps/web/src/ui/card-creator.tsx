import { truncate } from '../lib/format';
import { Avatar } from './avatar';
import styles from './media-card.module.css';

/** Display length of a creator's name on a card (spec 02 §9). */
export const CREATOR_MAX = 12;

/** A card's creator: small avatar and the name cut at 12 (the whole name on hover). */
export function CardCreator({
  user,
}: {
  user: { sc_username?: string | null; image_url?: string | null } | null | undefined;
}) {
  const name = user?.sc_username ?? '';
  return (
    <span className={styles.creator}>
      <Avatar src={user?.image_url} name={name} size="xs" decorative />
      <span className={styles.creatorName} title={name}>
        {truncate(name, CREATOR_MAX)}
      </span>
    </span>
  );
}
