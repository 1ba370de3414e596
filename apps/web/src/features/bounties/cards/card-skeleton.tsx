/** The loading shape of a bounty card: the shared media card skeleton. */
export { CardSkeleton } from '../../../ui/card-skeleton';
