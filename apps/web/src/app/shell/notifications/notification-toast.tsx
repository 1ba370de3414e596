import { LIMITS } from '@crowns/contracts';
import { Bell, Radio, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import styles from './notification-toast.module.css';

export type NotificationToastProps = {
  title: string;
  message?: string;
  /** 'live' is the public live-notification toast; 'private' a notification of mine. */
  kind?: 'private' | 'live';
  /** Opens what the notification is about; the toast closes. */
  onOpen?: () => void;
  onDone: () => void;
};

/**
 * The notification toast of spec 01 §4: shown while the notification has a title, gone after 3 s, counted down by a
 * progress bar that ticks every 50 ms.
 */
export function NotificationToast({ title, message, kind = 'private', onOpen, onDone }: NotificationToastProps) {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = setInterval(() => setElapsed((ms) => ms + LIMITS.toastTickMs), LIMITS.toastTickMs);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (elapsed >= LIMITS.toastMs) done.current();
  }, [elapsed]);

  const left = Math.max(0, 100 - (elapsed / LIMITS.toastMs) * 100);
  const Icon = kind === 'live' ? Radio : Bell;
  const body = (
    <>
      <span className={styles.icon} aria-hidden>
        <Icon size={16} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {message ? <span className={styles.message}>{message}</span> : null}
      </span>
    </>
  );
  return (
    <div className={styles.toast} data-kind={kind} role="status">
      {onOpen ? (
        <button
          type="button"
          className={styles.main}
          onClick={() => {
            onOpen();
            done.current();
          }}
        >
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => done.current()}>
        <X size={14} aria-hidden />
      </button>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Time left"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(left)}
      >
        <span className={styles.bar} style={{ width: `${left}%` }} />
      </div>
    </div>
  );
}

// The public news of a win and a follower's notification of it say the same thing a moment apart: shown once.
const REPEAT_WINDOW_MS = 10_000;
const recent = new Map<string, number>();
function isRepeat(key: string, now = Date.now()) {
  for (const [k, at] of recent) if (now - at > REPEAT_WINDOW_MS) recent.delete(k);
  if (recent.has(key)) return true;
  recent.set(key, now);
  return false;
}

/** Shows a notification toast (nothing without a title, nothing already shown in the last 10 s). */
export function showNotificationToast(props: Omit<NotificationToastProps, 'onDone'>) {
  if (!props.title || isRepeat(`${props.title}\n${props.message ?? ''}`)) return;
  // The toast closes itself when its bar runs out, so sonner's own timer is switched off.
  toast.custom((id) => <NotificationToast {...props} onDone={() => toast.dismiss(id)} />, {
    duration: Number.POSITIVE_INFINITY,
    unstyled: true,
  });
}
