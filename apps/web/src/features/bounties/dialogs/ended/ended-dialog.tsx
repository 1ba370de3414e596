import { PlayCircle } from 'lucide-react';
import { useSession } from '../../../../lib/session';
import { Avatar, Badge, Button, Dialog } from '../../../../ui';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { BountySummary } from '../parts/bounty-summary';
import { BountyTabs } from '../parts/bounty-tabs';
import { endedState } from './ended-state';

/** Ended Bounty info (spec 02 §2): streamer, status, reward, the failure text or the In Review / completed flags. */
export function EndedDialog({ bounty }: { bounty: Bounty }) {
  const session = useSession();
  const state = endedState(bounty, session?.userId);
  const streamer = state.claim?.user ?? bounty.streamer;
  return (
    <Dialog open onOpenChange={(o) => !o && closeBountyDialog()} title="Ended Bounty Info" size="lg" focusContent>
      <BountySummary bounty={bounty} timer={null} status={<Badge tone={state.tone}>{state.label}</Badge>} />
      <dl className={styles.stats}>
        {streamer ? (
          <div className={styles.stat}>
            <dt>Streamer</dt>
            <dd className={styles.person}>
              <Avatar src={streamer.image_url} name={streamer.sc_username} size="xs" decorative />@
              {streamer.sc_username}
            </dd>
          </div>
        ) : null}
        <div className={styles.stat}>
          <dt>Status</dt>
          <dd>{state.label}</dd>
        </div>
      </dl>
      {state.message ? (
        <p
          className={`${styles.note} ${state.tone === 'danger' ? styles.danger : state.tone === 'warning' ? styles.warning : ''}`}
        >
          {state.message}
        </p>
      ) : null}
      {state.label === 'Completed' && streamer ? (
        <p className={`${styles.note} ${styles.success}`}>Won by @{streamer.sc_username}.</p>
      ) : null}
      <BountyTabs bounty={bounty} />
      <div className={`${styles.actions} ${styles.footer}`}>
        <Button variant="secondary" onClick={closeBountyDialog}>
          Close
        </Button>
        {state.canView ? (
          <Button onClick={() => openBountyDialog('viewer', { bounty })}>
            <PlayCircle size={16} aria-hidden /> View Response
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
