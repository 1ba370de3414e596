import type { AdminSetting, ConfigValue, SettingKind } from '@crowns/contracts';
import { Button, Dialog } from '../../../ui';
import { valueText } from './setting-value';
import styles from './settings.module.css';

/** Asks before a money-affecting change: the old and the new value side by side. */
export function ConfirmSettingDialog({
  setting,
  kind,
  next,
  saving,
  onConfirm,
  onCancel,
}: {
  setting: AdminSetting;
  kind: SettingKind;
  next: ConfigValue;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      title={`Change ${setting.label}?`}
      description="This setting moves money. The change applies at once to every user, without a restart."
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            Change it
          </Button>
        </>
      }
    >
      <dl className={styles.change}>
        <dt>Now</dt>
        <dd>{valueText(kind, setting.value)}</dd>
        <dt>New</dt>
        <dd>{valueText(kind, next as AdminSetting['value'])}</dd>
      </dl>
    </Dialog>
  );
}
