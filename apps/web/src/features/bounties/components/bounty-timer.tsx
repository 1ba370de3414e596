import { ScheduleTimer } from '../../../ui/schedule-timer';
import type { Bounty } from '../types';

type Props = {
  bounty: Pick<Bounty, 'duration_start_time' | 'duration_end_time'>;
  /** Show the 'Starts In' / 'Ends In' / 'Ended' label before the time. */
  showLabel?: boolean;
  /** Override the end (a claim's modified_end_time, 'Left to Submit'). */
  end?: string;
  className?: string;
};

/** A bounty's countdown (spec 02 §4 "Timing label on a card"): the shared schedule chip. */
export function BountyTimer({ bounty, ...rest }: Props) {
  return <ScheduleTimer schedule={bounty} {...rest} />;
}
