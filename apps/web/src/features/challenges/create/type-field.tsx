import type { ChallengeType } from '@crowns/contracts';
import { Film, Radio } from 'lucide-react';
import { type OptionCard, OptionCards } from './option-cards';

const TYPES: OptionCard<ChallengeType>[] = [
  { value: 'video', label: 'Video', hint: 'Creators post a recorded video.', icon: Film },
  { value: 'live', label: 'Live', hint: 'Done live on stream, then posted as a clip.', icon: Radio },
];

/** Challenge type: video or live, as two radio cards. */
export function TypeField(props: { value: ChallengeType; onChange: (v: ChallengeType) => void; error?: string }) {
  return <OptionCards legend="Type" options={TYPES} {...props} />;
}
