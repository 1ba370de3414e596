import { BOUNTY_MSG } from '@crowns/contracts';
import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../../lib/session';
import { Button, Dialog } from '../../../../ui';
import { type ClaimedStep, closeBountyDialog } from '../../dialog-store';
import { myClaim } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { ClaimDetails } from './claim-details';
import { ExtendTime } from './extend-time';
import { QUIT_TEXT, QuitClaim, QuitDone, QuitTitle } from './quit-claim';
import { SubmissionSuccess } from './submission-success';
import { SubmitResponse } from './submit-response';

type Step = ClaimedStep | 'submitted' | 'quitDone';

const TITLES: Record<Step, React.ReactNode> = {
  details: 'Claimed Bounty Details',
  submit: 'Enter video response',
  extend: 'Extend Time',
  quit: <QuitTitle />,
  submitted: 'Submission Successful',
  quitDone: QUIT_TEXT.successTitle,
};
const SIZES: Record<Step, 'sm' | 'md' | 'lg'> = {
  details: 'lg',
  submit: 'lg',
  extend: 'sm',
  quit: 'sm',
  submitted: 'sm',
  quitDone: 'sm',
};
/** Steps that act on the claim and need it still open. */
const NEEDS_OPEN_CLAIM = new Set<Step>(['details', 'submit', 'extend', 'quit']);

/** Claimed Bounty Details, the manager of my claim (spec 02 §2): quit, extend time, verify; props.step opens a step. */
export function ClaimedDialog({ bounty, step: initial = 'details' }: { bounty: Bounty; step?: ClaimedStep }) {
  const session = useSession();
  const [trail, setTrail] = useState<Step[]>([initial]);
  const step = trail[trail.length - 1]!;
  const go = (next: Step) => setTrail([...trail, next]);
  // Back returns to the step the user came from, or closes when the dialog was opened on this step.
  const back = () => (trail.length > 1 ? setTrail(trail.slice(0, -1)) : closeBountyDialog());
  const claim = myClaim(bounty, session?.userId);
  const daily = bounty.bounty_type === 'daily';
  const closed = !claim || (claim.status !== 'claimed' && NEEDS_OPEN_CLAIM.has(step));

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && closeBountyDialog()}
      title={TITLES[step]}
      size={SIZES[step]}
      focusContent={step === 'details'}
    >
      {closed ? (
        <>
          <p className={styles.note}>{BOUNTY_MSG.claimNotOpen}</p>
          <div className={styles.actions}>
            <Button onClick={closeBountyDialog}>Close</Button>
          </div>
        </>
      ) : step === 'details' ? (
        <ClaimDetails
          bounty={bounty}
          claim={claim}
          onQuit={() => go('quit')}
          onExtend={() => go('extend')}
          onSubmit={() => go('submit')}
        />
      ) : step === 'submit' ? (
        <>
          {trail.length > 1 ? (
            <button type="button" className={styles.back} onClick={back}>
              <ChevronLeft size={16} aria-hidden /> Back to details
            </button>
          ) : null}
          <SubmitResponse
            bounty={bounty}
            claim={claim}
            onSubmitted={() => go('submitted')}
            onCancelBounty={daily ? undefined : () => go('quit')}
          />
        </>
      ) : step === 'extend' ? (
        <ExtendTime bounty={bounty} claim={claim} onBack={back} onDone={() => setTrail(['details'])} />
      ) : step === 'quit' ? (
        <QuitClaim bounty={bounty} claim={claim} onBack={back} onQuit={() => go('quitDone')} />
      ) : step === 'submitted' ? (
        <SubmissionSuccess bounty={bounty} claim={claim} />
      ) : (
        <QuitDone bounty={bounty} />
      )}
    </Dialog>
  );
}
