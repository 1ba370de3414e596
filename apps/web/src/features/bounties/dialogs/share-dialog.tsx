import { BOUNTY_MSG } from '@crowns/contracts';
import { Link2 } from 'lucide-react';
import { Button, Dialog, Input } from '../../../ui';
import { closeBountyDialog } from '../dialog-store';
import { isNoLongerActive } from '../relation';
import { bountyShareUrl, copyLink, type ShareTarget, shareTargetUrl } from '../share/share-links';
import type { Bounty } from '../types';
import styles from './dialogs.module.css';

const NETWORKS: { value: ShareTarget; label: string }[] = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'snapchat', label: 'Snapchat' },
  { value: 'discord', label: 'Discord' },
];

/** The share dialog (kind 'share'): the link with Copy Link, and the networks of spec 02 §2. */
export function ShareDialog({ bounty }: { bounty: Bounty }) {
  const url = bountyShareUrl(bounty.id);
  const share = async (target: ShareTarget) => {
    const { open, copyFirst } = shareTargetUrl(target, url, bounty.title);
    if (copyFirst) await copyLink(url);
    window.open(open, '_blank', 'noopener,noreferrer');
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && closeBountyDialog()}
      title="Share Bounty"
      description={bounty.title}
      size="sm"
    >
      {isNoLongerActive(bounty) ? (
        <p className={`${styles.note} ${styles.danger}`} role="alert">
          {BOUNTY_MSG.noLongerActive}
        </p>
      ) : (
        <>
          <Input label="Bounty link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copyLink(url)}>
            <Link2 size={16} aria-hidden /> Copy Link
          </Button>
          <div className={styles.chips}>
            {NETWORKS.map((n) => (
              <Button key={n.value} variant="secondary" size="sm" onClick={() => void share(n.value)}>
                {n.label}
              </Button>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}
