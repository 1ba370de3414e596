import { useState } from 'react';
import head from '../../../ui/page-head.module.css';
import { ChallengeTutorial } from '../tutorial/challenge-tutorial';
import { ChallengeActivitySection } from './challenge-activity-section';
import { ChallengeListSection } from './challenge-list-section';
import { ChallengesCard } from './challenges-card';
import { ChallengesHeader } from './challenges-header';
import { FeaturedHero } from './featured-hero';
import styles from './list.module.css';

/**
 * /challenges (issue 11): featured hero, the Challenges card, every challenge by status with filters, then the
 * latest activity.
 */
export function ChallengesPage() {
  const [tutorial, setTutorial] = useState(false);
  const openTutorial = () => setTutorial(true);
  return (
    <div className={head.page}>
      <ChallengesHeader onTutorial={openTutorial} />
      <div className={styles.top}>
        <FeaturedHero />
        <ChallengesCard onTutorial={openTutorial} />
      </div>
      <ChallengeListSection />
      <ChallengeActivitySection />
      {tutorial ? <ChallengeTutorial onClose={() => setTutorial(false)} /> : null}
    </div>
  );
}
