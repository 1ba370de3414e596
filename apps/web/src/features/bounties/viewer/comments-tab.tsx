import { useState } from 'react';
import { CommentThread } from '../../../ui/comments/comment-thread';
import { bountyComments } from '../api/comments';
import { ReportDialog } from '../report/report-dialog';

/** The bounty's comments (newest first, 500px scrolling area), a box to add one, and Report on others' comments. */
export function CommentsTab({ bountyId }: { bountyId: number }) {
  const [reporting, setReporting] = useState<number | null>(null);
  return (
    <>
      <CommentThread target={bountyComments(bountyId)} onReport={setReporting} />
      {reporting === null ? null : (
        <ReportDialog modelName="comment" modelId={reporting} onClose={() => setReporting(null)} />
      )}
    </>
  );
}
