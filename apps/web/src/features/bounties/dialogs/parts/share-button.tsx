import { BOUNTY_MSG } from '@crowns/contracts';
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { openLogin } from '../../../../lib/app-actions';
import { useSession } from '../../../../lib/session';
import { Button } from '../../../../ui';
import { SharePopup } from '../../../../ui/share/share-popup';
import { isNoLongerActive } from '../../relation';
import { bountyShareUrl } from '../../share/share-links';
import type { Bounty } from '../../types';

/** Share: the share popup; a bounty that is neither active nor claimed answers 'Bounty is no longer active'. */
export function ShareButton({ bounty, disabled }: { bounty: Bounty; disabled?: boolean }) {
  const loggedIn = useSession() !== null;
  const plain = (onClick: () => void) => (
    <Button variant="secondary" onClick={onClick} disabled={disabled}>
      <Share2 size={16} aria-hidden /> Share
    </Button>
  );
  if (!loggedIn) return plain(openLogin);
  if (isNoLongerActive(bounty)) return plain(() => toast.error(BOUNTY_MSG.noLongerActive));
  if (disabled) return plain(() => undefined);
  return <SharePopup url={bountyShareUrl(bounty.id)} title={bounty.title} label="Share bounty" />;
}
