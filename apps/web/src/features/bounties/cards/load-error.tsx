/** The error state of a bounty list: the shared list error of ui/. */
export { LoadError } from '../../../ui/load-error';
