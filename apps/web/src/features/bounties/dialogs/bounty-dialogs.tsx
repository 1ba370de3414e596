import { Suspense } from 'react';
import { preloadable } from '../../../lib/preloadable';
import {
  type BountyDialogKind,
  type BountyDialogState,
  type ClaimedStep,
  closeBountyDialog,
  type FeedbackResult,
  useBountyDialog,
} from '../dialog-store';
import { deepLinkDialogs } from './deep-link-dialogs';
import { useDeepLink } from './hooks/use-deep-link';
import { useDialogBounty } from './hooks/use-dialog-bounty';
import { useReturnFocus } from './hooks/use-return-focus';
import { DialogLoading } from './parts/dialog-loading';

// Each dialog is its own chunk: a share link loads the one view it opens, not every dialog (decision 031); the views
// a share link opens are defined in deep-link-dialogs.ts.
const { claim: ClaimDialog, creator: CreatorDialog, ended: EndedDialog } = deepLinkDialogs;
const ClaimedDialog = preloadable(() => import('./claimed/claimed-dialog'), 'ClaimedDialog');
const FeedbackDialog = preloadable(() => import('./feedback/feedback-dialog'), 'FeedbackDialog');
const UpTheAnteDialog = preloadable(() => import('./ante/up-the-ante-dialog'), 'UpTheAnteDialog');
const ShareDialog = preloadable(() => import('./share-dialog'), 'ShareDialog');
const TutorialDialog = preloadable(() => import('./tutorial/tutorial-dialog'), 'TutorialDialog');
const ReportDialog = preloadable(() => import('../report/report-dialog'), 'ReportDialog');
const CompletedBountyViewer = preloadable(() => import('../viewer/completed-bounty-viewer'), 'CompletedBountyViewer');

/** Loads every dialog's code now (tests, which then see a dialog as soon as it opens). */
export const preloadBountyDialogs = () =>
  Promise.all(
    [
      ClaimDialog,
      ClaimedDialog,
      CreatorDialog,
      EndedDialog,
      FeedbackDialog,
      UpTheAnteDialog,
      ShareDialog,
      TutorialDialog,
      ReportDialog,
      CompletedBountyViewer,
    ].map((dialog) => dialog.preload()),
  );

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
  return (
    <Suspense fallback={<CodeLoading kind={state.kind} />}>
      <OpenDialog key={keyOf(state)} state={state} />
    </Suspense>
  );
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

/** While a dialog's code loads: the bounty views show their skeleton, the tutorial and the report nothing. */
function CodeLoading({ kind }: { kind: BountyDialogKind }) {
  if (kind === 'tutorial' || kind === 'report') return null;
  return <DialogLoading title={LOADING_TITLE[kind] ?? 'Bounty Info'} onClose={closeBountyDialog} />;
}

const LOADING_TITLE: Partial<Record<BountyDialogKind, string>> = {
  claim: 'Bounty Info',
  creator: 'Created Bounty Info',
  claimed: 'Claimed Bounty Details',
  ended: 'Ended Bounty Info',
  upTheAnte: 'Up the Ante',
  share: 'Share Bounty',
  feedback: 'Bounty Result',
  viewer: 'Completed bounty',
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
