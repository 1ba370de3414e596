import { Link2, Share2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '../button';
import { Menu, MenuItem } from '../menu';
import { copyLink, SHARE_TARGETS, shareTo } from './share-links';

type Props = {
  url: string;
  /** The text networks that take one show beside the link. */
  title: string;
  /** The menu's accessible name, e.g. 'Share bounty'. */
  label: string;
  trigger?: ReactElement;
};

/** The share popup (spec 02 §2): Copy Link, Telegram, Instagram, Facebook, Snapchat, Discord. */
export function SharePopup({ url, title, label, trigger }: Props) {
  return (
    <Menu
      label={label}
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
      {SHARE_TARGETS.map((t) => (
        <MenuItem key={t.value} onSelect={() => void shareTo(t.value, url, title)}>
          {t.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
