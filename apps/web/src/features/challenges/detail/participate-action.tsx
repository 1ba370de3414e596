import { CHALLENGE_MSG, type ChallengeDetail } from '@crowns/contracts';
import { Clapperboard, Video } from 'lucide-react';
import { Link } from 'react-router';
import { openLogin } from '../../../lib/app-actions';
import { useSession } from '../../../lib/session';
import { Button, buttonClass } from '../../../ui';
import type { ChallengePhase } from '../phase';
import styles from './detail.module.css';

type Props = {
  challenge: ChallengeDetail;
  phase: ChallengePhase;
  /** Where my response opens. */
  myResponseHref: string | null;
  onParticipate: () => void;
};

/**
 * Participate (issue 11): live challenges take a response; a visitor is asked to sign in; the creator gets nothing;
 * who already responded gets 'Your response'. Before the start and after the end it says why not.
 */
export function ParticipateAction({ challenge: c, phase, myResponseHref, onParticipate }: Props) {
  const session = useSession();
  if (session && String(c.creater_id) === session.userId) return null;
  if (myResponseHref)
    return (
      <Link to={myResponseHref} className={buttonClass({ variant: 'secondary', block: true })}>
        <Video size={16} aria-hidden /> Your response
      </Link>
    );
  if (phase === 'upcoming') return <p className={styles.hint}>{CHALLENGE_MSG.notStarted}</p>;
  if (phase !== 'live') return null;
  if (!session)
    return (
      <div className={styles.participate}>
        <Button block onClick={openLogin}>
          <Clapperboard size={16} aria-hidden /> Participate
        </Button>
        <p className={styles.hint}>Sign in to respond with your video.</p>
      </div>
    );
  return (
    <Button block onClick={onParticipate}>
      <Clapperboard size={16} aria-hidden /> Participate
    </Button>
  );
}
