import styles from './bounties.module.css';

/** An on/off switch (role="switch"); `blocked` keeps it focusable but inert, with the reason as its description. */
export function LiveSwitch({
  checked,
  label,
  onChange,
  busy,
  blockedReason,
}: {
  checked: boolean;
  label: string;
  onChange: (next: boolean) => void;
  busy?: boolean;
  blockedReason?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={blockedReason || busy ? true : undefined}
      title={blockedReason}
      className={`${styles.switch} ${checked ? styles.switchOn : ''} ${blockedReason ? styles.switchBlocked : ''}`}
      onClick={() => {
        if (!blockedReason && !busy) onChange(!checked);
      }}
    >
      <span className={styles.switchKnob} aria-hidden />
    </button>
  );
}
