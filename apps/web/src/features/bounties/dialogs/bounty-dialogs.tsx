import {
  type BountyDialogKind,
  type BountyDialogState,
  type ClaimedStep,
  closeBountyDialog,
  type FeedbackResult,
  useBountyDialog,
} from '../dialog-store';
import { ReportDialog } from '../report/report-dialog';
import { CompletedBountyViewer } from '../viewer/completed-bounty-viewer';
import { UpTheAnteDialog } from './ante/up-the-ante-dialog';
import { ClaimDialog } from './claim/claim-dialog';
import { ClaimedDialog } from './claimed/claimed-dialog';
import { CreatorDialog } from './creator/creator-dialog';
import { EndedDialog } from './ended/ended-dialog';
import { FeedbackDialog } from './feedback/feedback-dialog';
import { useDeepLink } from './hooks/use-deep-link';
import { useDialogBounty } from './hooks/use-dialog-bounty';
import { useReturnFocus } from './hooks/use-return-focus';
import { DialogLoading } from './parts/dialog-loading';
import { ShareDialog } from './share-dialog';
import { TutorialDialog } from './tutorial/tutorial-dialog';

/** Every opening gets its own key, so a dialog opened again starts fresh. */
const openings = new WeakMap<BountyDialogState, number>();
let openingCount = 0;
const keyOf = (state: BountyDialogState) => {
  let key = openings.get(state);
  if (key === undefined) {
    key = ++openingCount;
    openings.set(state, key);
  }
  return key;
};

/** Every bounty dialog, mounted once by the shell, plus the ?bountyId= deep link (spec 02 §2, §4). */
export function BountyDialogs() {
  const state = useBountyDialog();
  useDeepLink(state);
  useReturnFocus(state !== null);
  if (!state) return null;
  return <OpenDialog key={keyOf(state)} state={state} />;
}

function OpenDialog({ state }: { state: BountyDialogState }) {
  const id = state.bountyId;
  if (state.kind === 'tutorial') return <TutorialDialog />;
  if (!id) return null;
  if (state.kind === 'viewer')
    return (
      <CompletedBountyViewer
        bountyId={id}
        bounty={state.bounty}
        claimId={typeof state.props.claimId === 'number' ? state.props.claimId : undefined}
        onClose={closeBountyDialog}
      />
    );
  if (state.kind === 'report') return <ReportDialog modelName="bounty" modelId={id} onClose={closeBountyDialog} />;
  return <BountyView state={state} id={id} />;
}

const LOADING_TITLE: Partial<Record<BountyDialogKind, string>> = {
  claim: 'Bounty Info',
  creator: 'Created Bounty Info',
  claimed: 'Claimed Bounty Details',
  ended: 'Ended Bounty Info',
  upTheAnte: 'Up the Ante',
  share: 'Share Bounty',
  feedback: 'Bounty Result',
};

/** The dialogs about one bounty: the fresh copy (opener's copy meanwhile), a skeleton or a retry otherwise. */
function BountyView({ state, id }: { state: BountyDialogState; id: number }) {
  const query = useDialogBounty(id, state.bounty);
  const bounty = query.data;
  const { kind, props } = state;
  if (!bounty)
    return (
      <DialogLoading
        title={LOADING_TITLE[kind] ?? 'Bounty Info'}
        error={query.error}
        onRetry={() => void query.refetch()}
        onClose={closeBountyDialog}
      />
    );
  switch (kind) {
    case 'claim':
      return <ClaimDialog bounty={bounty} actionsDisabled={props.actionsDisabled === true} />;
    case 'creator':
      return <CreatorDialog bounty={bounty} />;
    case 'claimed':
      return <ClaimedDialog bounty={bounty} step={props.step as ClaimedStep | undefined} />;
    case 'ended':
      return <EndedDialog bounty={bounty} />;
    case 'upTheAnte':
      return <UpTheAnteDialog bounty={bounty} from={props.from as BountyDialogKind | undefined} />;
    case 'share':
      return <ShareDialog bounty={bounty} />;
    case 'feedback':
      return (
        <FeedbackDialog
          bounty={bounty}
          result={props.result === 'failed' ? 'failed' : ('completed' as FeedbackResult)}
          paidCc={typeof props.paidCc === 'number' ? props.paidCc : undefined}
        />
      );
    default:
      return null;
  }
}
