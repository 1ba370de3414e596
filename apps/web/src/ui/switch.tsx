import styles from './switch.module.css';

/**
 * An on/off switch (role="switch"); `blocked` keeps it focusable but inert, with the reason as its description.
 * The 'live' tone (red) is for stream switches; everything else is violet.
 */
export function Switch({
  checked,
  label,
  onChange,
  busy,
  blockedReason,
  tone = 'brand',
  id,
}: {
  checked: boolean;
  label: string;
  onChange: (next: boolean) => void;
  busy?: boolean;
  blockedReason?: string;
  tone?: 'brand' | 'live';
  id?: string;
}) {
  const classes = [
    styles.switch,
    checked ? styles.on : '',
    tone === 'live' ? styles.live : '',
    blockedReason ? styles.blocked : '',
  ];
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={blockedReason || busy ? true : undefined}
      title={blockedReason}
      className={classes.filter(Boolean).join(' ')}
      onClick={() => {
        if (!blockedReason && !busy) onChange(!checked);
      }}
    >
      <span className={styles.knob} aria-hidden />
    </button>
  );
}
