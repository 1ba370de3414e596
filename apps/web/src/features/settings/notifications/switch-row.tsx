import { useId } from 'react';
import { Switch } from '../../../ui/switch';
import styles from '../settings.module.css';

type Props = {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  blockedReason?: string;
};

/** One setting: its name and what it does, with its switch on the right. */
export function SwitchRow({ label, description, checked, onChange, blockedReason }: Props) {
  const id = useId();
  return (
    <li className={styles.switchRow}>
      <div className={styles.switchText}>
        <span id={id} className={styles.switchLabel}>
          {label}
        </span>
        {description ? <span className={styles.switchDescription}>{description}</span> : null}
      </div>
      <Switch checked={checked} label={label} onChange={onChange} blockedReason={blockedReason} />
    </li>
  );
}
