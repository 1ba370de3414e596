import { CHALLENGE_LIMITS as L } from '@crowns/contracts';
import {
  CalendarClock,
  Crown,
  Film,
  HeartHandshake,
  type LucideIcon,
  PlusCircle,
  Scale,
  Send,
  ThumbsUp,
  Trophy,
  Undo2,
  Wallet,
} from 'lucide-react';
import { TutorialDialog, type TutorialPage } from '../../../ui/tutorial/tutorial-dialog';

const item = (Icon: LucideIcon, title: string, text: string) => ({ icon: <Icon size={18} />, title, text });

/** The three pages of the Challenge Tutorial (spec 02 §2): Challenges, How to Participate, Win Crowns. */
export const CHALLENGE_TUTORIAL_PAGES: TutorialPage[] = [
  {
    title: 'Challenges',
    lead: 'A challenge is a time-limited competition: creators post video responses, viewers upvote, and the most upvoted video wins the prize in crowns.',
    items: [
      item(
        CalendarClock,
        'Timed',
        `Each challenge runs ${L.durationMinHours} hour to ${L.durationMaxDays} days and starts now or at a set time.`,
      ),
      item(Film, 'Video or live', 'Answer with a recorded video, or do it live on stream and post the clip.'),
      item(
        PlusCircle,
        'Growing prize',
        `The creator funds at least $${L.minPrizeUsd}; anyone can add crowns to the prize while it runs.`,
      ),
    ],
  },
  {
    title: 'How to Participate',
    lead: 'Open a live challenge, read its rules, and post your response before the timer ends.',
    items: [
      item(
        Send,
        'Respond once',
        'Submit one TikTok or YouTube link per challenge. Private or unlisted videos are not accepted.',
      ),
      item(
        ThumbsUp,
        'Upvote',
        'Verified viewers upvote the responses they like (not their own). Votes of accounts under 24 hours old show as pending and do not count.',
      ),
      item(HeartHandshake, 'Rally your fans', 'Share your response: the leaderboard updates live as votes come in.'),
    ],
  },
  {
    title: 'Win Crowns',
    lead: 'When the timer ends, the response with the most upvotes wins the prize.',
    items: [
      item(Trophy, 'Most upvotes wins', 'The prize pool goes to the top response.'),
      item(Scale, 'Ties', 'On equal upvotes, the earliest response wins.'),
      item(Crown, 'Paid in crowns', 'The prize, less the platform fee, goes to your wallet.'),
      item(Undo2, 'No responses?', 'Everyone who funded the prize gets back exactly what they put in.'),
      item(Wallet, 'Cash out', 'Withdraw crowns to a bank or debit card from your wallet.'),
    ],
  },
];

/** Challenge Tutorial: 3 pages with Previous / Next and dots. */
export function ChallengeTutorial({ onClose }: { onClose: () => void }) {
  return <TutorialDialog pages={CHALLENGE_TUTORIAL_PAGES} onClose={onClose} />;
}
