import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { videoPlatformName } from '../../../ui/platform-picker';
import { SharePopup } from '../../../ui/share/share-popup';
import { Skeleton } from '../../../ui/skeleton';
import { VideoPlayer } from '../../../ui/video/video-player';
import { useBountyComments } from '../api/comments';
import { bountyQuery } from '../api/get-bounty';
import { bountyShareUrl } from '../share/share-links';
import type { Bounty } from '../types';
import { useCountView, useViewerSubmissions } from './use-submissions';
import styles from './viewer.module.css';
import { ViewerPanel, type ViewerTab } from './viewer-panel';

type Props = {
  bountyId: number;
  /** The bounty as the opener saw it: shown at once while the fresh copy loads. */
  bounty?: Bounty;
  /** Start on this submission (e.g. a claim opened from a profile). */
  claimId?: number;
  onClose: () => void;
};

/** The completed-bounty viewer (spec 02 §2): the video, prev/next through the submissions, comments and share. */
export function CompletedBountyViewer({ bountyId, bounty: seen, claimId, onClose }: Props) {
  const query = useQuery({ ...bountyQuery(bountyId), placeholderData: seen });
  const bounty = query.data;
  const { submissions, loading } = useViewerSubmissions(bounty);
  const comments = useBountyComments(bountyId);
  const [picked, setPicked] = useState<number | null>(null);
  const [tab, setTab] = useState<ViewerTab>('details');

  const start = Math.max(
    0,
    submissions.findIndex((s) => s.id === claimId),
  );
  const index = submissions.length > 0 ? (picked ?? start) % submissions.length : 0;
  const current = submissions[index];
  useCountView(current?.id);
  const step = (delta: number) => setPicked((index + delta + submissions.length) % submissions.length);
  const totalComments = comments.data?.pages[0]?.totalComments;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={bounty?.title ?? 'Completed bounty'}
      hideTitle
      size="xxl"
      bare
      closeOverMedia
    >
      {!bounty ? (
        query.isError ? (
          <EmptyState title="This bounty could not be loaded." />
        ) : (
          <div className={styles.viewer} aria-busy="true">
            <Skeleton height="100%" className={styles.stageSkeleton} />
          </div>
        )
      ) : (
        <div className={styles.viewer}>
          <section className={styles.stage} aria-label="Submission video">
            <div className={styles.screen}>
              {loading ? (
                <Skeleton className={styles.stageSkeleton} />
              ) : (
                <VideoPlayer
                  key={current?.id ?? 'none'}
                  url={current?.submit_link ?? null}
                  title={bounty.title}
                  onBack={onClose}
                />
              )}
            </div>
            <div className={styles.stageBar}>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label="Previous submission"
                  disabled={submissions.length < 2}
                  onClick={() => step(-1)}
                >
                  <ChevronLeft size={20} aria-hidden />
                </button>
                <span className={`${styles.position} tabular`} aria-live="polite">
                  {submissions.length > 0 ? `${index + 1} / ${submissions.length}` : 'No video'}
                </span>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label="Next submission"
                  disabled={submissions.length < 2}
                  onClick={() => step(1)}
                >
                  <ChevronRight size={20} aria-hidden />
                </button>
              </div>
              {current?.title ? (
                <p className={styles.caption} title={current.title}>
                  {current.title}
                  {current.platform ? (
                    <span className={styles.platform}> · {videoPlatformName(current.platform)}</span>
                  ) : null}
                </p>
              ) : null}
              <div className={styles.stageActions}>
                <button
                  type="button"
                  className={styles.pill}
                  aria-label={`Comments (${totalComments ?? 0})`}
                  onClick={() => setTab('comments')}
                >
                  <MessageCircle size={16} aria-hidden /> <span className="tabular">{totalComments ?? 0}</span>
                </button>
                <SharePopup
                  url={bountyShareUrl(bounty.id)}
                  label="Share bounty"
                  title={bounty.title}
                  trigger={
                    <button type="button" className={styles.pill}>
                      <Share2 size={16} aria-hidden /> Share
                    </button>
                  }
                />
              </div>
            </div>
          </section>
          <ViewerPanel
            bounty={bounty}
            submission={current}
            totalComments={totalComments}
            tab={tab}
            onTab={setTab}
            onClose={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}
