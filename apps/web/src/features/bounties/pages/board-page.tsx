import styles from '../board/board.module.css';
import { BoardHeader } from '../board/board-header';
import { BountyListSection } from '../board/bounty-list-section';
import { DailySection } from '../board/daily-section';
import { PopularStrip } from '../board/popular-strip';
import { TopCompletedStrip } from '../board/top-completed-strip';

/** The bounty board (spec 02 §2): /bounty and /bountyboard. */
export function BountyBoardPage() {
  return (
    <div className={styles.page}>
      <BoardHeader />
      <DailySection />
      <TopCompletedStrip />
      <PopularStrip />
      <BountyListSection />
    </div>
  );
}
