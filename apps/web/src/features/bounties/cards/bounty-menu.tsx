import { Flag, Info, MoreVertical } from 'lucide-react';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { IconButton, Menu, MenuItem } from '../../../ui';
import { openBountyDialog } from '../dialog-store';
import { openBounty } from '../open-bounty';
import type { Bounty } from '../types';
import styles from './mini-card.module.css';

/** Reporting needs a session (spec 02 §6); visitors get the login dialog. */
export function reportBounty(bounty: Bounty) {
  if (!getSession()) return openLogin();
  openBountyDialog('report', { bounty });
}

/** The report/info menu of a card (spec 02 §2): 'Report' ('Report an Issue.') and 'View Bounty Info'. */
export function BountyMenu({ bounty, className }: { bounty: Bounty; className?: string }) {
  return (
    <Menu
      label="Bounty options"
      trigger={
        <IconButton
          aria-label={`Options for ${bounty.title}`}
          icon={<MoreVertical size={16} />}
          size="sm"
          className={className}
        />
      }
    >
      <MenuItem icon={<Flag size={16} />} onSelect={() => reportBounty(bounty)}>
        <span className={styles.menuText}>
          <span>Report</span>
          <span className={styles.menuHint}>Report an Issue.</span>
        </span>
      </MenuItem>
      <MenuItem icon={<Info size={16} />} onSelect={() => openBounty(bounty)}>
        View Bounty Info
      </MenuItem>
    </Menu>
  );
}
