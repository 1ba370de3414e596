import { CommentThread } from '../../../ui/comments/comment-thread';
import { bountyComments } from '../api/comments';

/** The bounty's comments (newest first, 500px scrolling area) and a box to add one. */
export function CommentsTab({ bountyId }: { bountyId: number }) {
  return <CommentThread target={bountyComments(bountyId)} />;
}
