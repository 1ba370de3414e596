import { Swords } from 'lucide-react';
import { CreateCard } from '../../../ui/create-card';
import { CREATE_CHALLENGE_PATH, guardCreateChallenge } from '../create-path';
import styles from './list.module.css';

/** The Challenges card of the home strip, on /challenges (spec 01 §2): what a challenge is, create one, learn more. */
export function ChallengesCard({ onTutorial }: { onTutorial: () => void }) {
  return (
    <CreateCard
      testId="challenges-card"
      className={styles.challengesCard}
      icon={<Swords size={26} />}
      title="Challenges"
      text="Post a video, win the most upvotes. Start your own with a prize in crowns and let creators compete."
      to={CREATE_CHALLENGE_PATH}
      onClick={guardCreateChallenge}
      action="Create a Challenge"
    >
      <button type="button" className={styles.linkButton} onClick={onTutorial}>
        Read the tutorial
      </button>
    </CreateCard>
  );
}
