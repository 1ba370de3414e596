import { TutorialDialog as Tutorial } from '../../../../ui/tutorial/tutorial-dialog';
import { closeBountyDialog } from '../../dialog-store';
import { TUTORIAL_PAGES } from './tutorial-pages';

/** Bounties Tutorial (spec 02 §2): 3 pages with Previous / Next and dots. */
export function TutorialDialog() {
  return <Tutorial pages={TUTORIAL_PAGES} onClose={closeBountyDialog} />;
}
