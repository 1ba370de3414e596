import { errorText } from '../../../../lib/action-error';
import { Button, Dialog, EmptyState, Skeleton } from '../../../../ui';
import styles from '../dialogs.module.css';

/** The dialog while its bounty or its code loads (no copy from the opener), or when the bounty could not be loaded. */
export function DialogLoading({
  title,
  error,
  onRetry,
  onClose,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {error ? (
        <EmptyState
          title="This bounty could not be loaded."
          description={errorText(error)}
          action={<Button onClick={onRetry}>Retry</Button>}
        />
      ) : (
        <div className={styles.summary} aria-busy>
          <Skeleton height={180} radius={12} />
          <div className={styles.meta}>
            <Skeleton height={24} width="70%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={56} />
            <Skeleton height={40} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
