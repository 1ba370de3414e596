import { Link2, Share2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button, Menu, MenuItem } from '../../../ui';
import { bountyShareUrl, copyLink, type ShareTarget, shareTargetUrl } from './share-links';

const TARGETS: { value: ShareTarget; label: string }[] = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'snapchat', label: 'Snapchat' },
  { value: 'discord', label: 'Discord' },
];

/** The share popup (spec 02 §2): Copy Link, Telegram, Instagram, Facebook, Snapchat, Discord. */
export function SharePopup({ bountyId, title, trigger }: { bountyId: number; title: string; trigger?: ReactElement }) {
  const url = bountyShareUrl(bountyId);
  const share = async (target: ShareTarget) => {
    const { open, copyFirst } = shareTargetUrl(target, url, title);
    if (copyFirst) await copyLink(url);
    window.open(open, '_blank', 'noopener,noreferrer');
  };
  return (
    <Menu
      label="Share bounty"
      trigger={
        trigger ?? (
          <Button variant="secondary">
            <Share2 size={16} aria-hidden /> Share
          </Button>
        )
      }
    >
      <MenuItem icon={<Link2 size={16} />} onSelect={() => void copyLink(url)}>
        Copy Link
      </MenuItem>
      {TARGETS.map((t) => (
        <MenuItem key={t.value} onSelect={() => void share(t.value)}>
          {t.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
