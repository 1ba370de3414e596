import type { AdminUserSession } from '@crowns/contracts';
import { toast } from 'sonner';
import { useEndUserSession } from '../api/end-user-session';
import { errorText, formatDateTime, isHandled } from '../format';
import { GuardedButton } from './guarded-button';
import styles from './user-drawer.module.css';

/** The account's live sign-ins; each can be ended on its own (suspension ends them all). */
export function UserDrawerSessions({ userId, sessions }: { userId: string; sessions: AdminUserSession[] }) {
  const end = useEndUserSession();
  if (sessions.length === 0) return <p className={styles.note}>No live sessions.</p>;
  return (
    <ul className={styles.list} aria-label="Live sessions">
      {sessions.map((s) => (
        <li key={s.id} className={styles.item}>
          <span className={styles.itemMain}>
            <span className={styles.itemTitle}>Signed in {formatDateTime(s.startedAt)}</span>
            <span className={styles.note}>
              Last refreshed {formatDateTime(s.lastActiveAt)} · expires {formatDateTime(s.expiresAt)}
            </span>
          </span>
          <GuardedButton
            size="sm"
            variant="secondary"
            loading={end.isPending && end.variables?.sessionId === s.id}
            aria-label={`End the session signed in ${formatDateTime(s.startedAt)}`}
            onClick={() =>
              end.mutate(
                { id: userId, sessionId: s.id },
                {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => {
                    if (!isHandled(error)) toast.error(errorText(error));
                  },
                },
              )
            }
          >
            End session
          </GuardedButton>
        </li>
      ))}
    </ul>
  );
}
