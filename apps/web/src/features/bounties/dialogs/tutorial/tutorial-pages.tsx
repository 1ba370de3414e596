import { BOUNTY_LIMITS } from '@crowns/contracts';
import {
  ArrowUpCircle,
  CalendarClock,
  Clock,
  Crown,
  Film,
  Send,
  ShieldCheck,
  Target,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import type { TutorialPage } from '../../../../ui/tutorial/tutorial-dialog';

/** The three pages of the Bounties Tutorial (spec 02 §2): Bounties, How to Participate, Win Crowns. */
export const TUTORIAL_PAGES: TutorialPage[] = [
  {
    title: 'Bounties',
    lead: 'A bounty is a one-time task with a guaranteed reward in crowns, funded up front by the person who created it.',
    items: [
      { icon: <Users size={18} />, title: 'Public', text: 'Anyone can claim it and take on the task.' },
      { icon: <Target size={18} />, title: 'Targeted', text: 'Made for one streamer: only they can claim it.' },
      { icon: <CalendarClock size={18} />, title: 'Daily', text: 'Set by Crowns every day and open to everyone.' },
      {
        icon: <ArrowUpCircle size={18} />,
        title: 'Up the Ante',
        text: 'Anyone can add crowns to raise the reward of a running bounty.',
      },
    ],
  },
  {
    title: 'How to Participate',
    lead: 'Pick a bounty on the board, claim it, and the clock starts.',
    items: [
      {
        icon: <Film size={18} />,
        title: 'Film it',
        text: 'Record a video that meets every requirement of the bounty.',
      },
      {
        icon: <Send size={18} />,
        title: 'Post and submit',
        text: 'Post it on TikTok, YouTube, Twitch or Kick, then submit the link before the timer runs out. Private videos are not accepted.',
      },
      {
        icon: <Clock size={18} />,
        title: 'Need more time?',
        text: `Extend once, by up to ${BOUNTY_LIMITS.extendMaxMinutes} minutes, for a charge per minute shown before you confirm. Or quit: the funders get their crowns back.`,
      },
    ],
  },
  {
    title: 'Win Crowns',
    lead: 'Every submission is reviewed by our team within 24-48 hours.',
    items: [
      { icon: <ShieldCheck size={18} />, title: 'Verified', text: 'Meet every requirement and the reward is yours.' },
      { icon: <Crown size={18} />, title: 'Paid in crowns', text: 'The reward goes straight to your wallet.' },
      {
        icon: <Wallet size={18} />,
        title: 'Cash out',
        text: 'Withdraw crowns to a bank or debit card from your wallet.',
      },
      {
        icon: <Trophy size={18} />,
        title: 'Fair for funders',
        text: 'If a bounty fails, everyone who funded it is refunded in full.',
      },
    ],
  },
];
