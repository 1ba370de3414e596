import { Flag, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { openLogin } from '../../../lib/app-actions';
import { usableImageUrl } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Avatar, Button, buttonClass, LiveBadge } from '../../../ui';
import { FollowButton } from '../../../ui/follow-button';
import { ReportDialog } from '../../bounties/report/report-dialog';
import type { Profile } from '../api/get-profile';
import { FollowCounts } from './follow-counts';
import { PlatformList } from './platform-list';
import styles from './profile.module.css';

const joined = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

/**
 * The profile header: banner, avatar, display name and @username, bio, joined date, linked platforms with their
 * live state, follower and following counts (opening their lists), and Follow / Report user, or Edit profile on
 * one's own profile.
 */
export function ProfileHeader({
  profile: p,
  onFollowChange,
}: {
  profile: Profile;
  onFollowChange: (following: boolean) => void;
}) {
  const session = useSession();
  const [reporting, setReporting] = useState(false);
  const banner = usableImageUrl(p.banner_url);
  const me = p.isMe || session?.userId === p.id;
  const name = p.display_name || p.sc_username;
  return (
    <section className={styles.header} aria-label={`Profile of @${p.sc_username}`}>
      <div className={styles.banner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={styles.identity}>
        <span className={styles.avatarRing}>
          <Avatar src={p.image_url} name={p.sc_username} size="xl" decorative />
        </span>
        <div className={styles.names}>
          <h1 className={styles.displayName}>
            {name}
            {p.is_streaming ? <LiveBadge /> : null}
          </h1>
          <p className={styles.username}>@{p.sc_username}</p>
        </div>
        <div className={styles.actions}>
          {me ? (
            <Link to="/settings/profile" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <Pencil size={14} aria-hidden /> Edit profile
            </Link>
          ) : (
            <>
              <FollowButton user={p} following={p.isFollowing} onChange={onFollowChange} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Report @${p.sc_username}`}
                onClick={() => (session ? setReporting(true) : openLogin())}
              >
                <Flag size={14} aria-hidden /> Report
              </Button>
            </>
          )}
        </div>
      </div>
      {p.bio ? <p className={styles.bio}>{p.bio}</p> : null}
      <div className={styles.facts}>
        <FollowCounts profile={p} />
        <span className={styles.joined}>Joined {joined(p.created_at || p.createdAt)}</span>
      </div>
      <PlatformList platforms={p.platforms ?? []} />
      {reporting ? <ReportDialog modelName="user" modelId={Number(p.id)} onClose={() => setReporting(false)} /> : null}
    </section>
  );
}
