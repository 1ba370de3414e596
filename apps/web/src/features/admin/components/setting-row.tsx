import { type AdminSetting, type ConfigKey, type ConfigValue, SETTING_RULES } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../ui';
import { FieldError } from '../../../ui/field';
import { useUpdateSetting } from '../api/admin-settings';
import { errorText, formatDateTime, isHandled } from '../format';
import { useCanWrite } from '../use-admin-access';
import { ConfirmSettingDialog } from './confirm-setting-dialog';
import { GuardedButton, READ_ONLY_REASON } from './guarded-button';
import { type Draft, draftOf, SettingEditor, sentValue } from './setting-editor';
import { kindOf, valueText } from './setting-value';
import styles from './settings.module.css';

/** One setting: what it is, its last change, and its editor with Save (after a confirmation when it moves money). */
export function SettingRow({ setting }: { setting: AdminSetting }) {
  const canWrite = useCanWrite();
  const kind = kindOf(setting.key);
  const update = useUpdateSetting();
  const [draft, setDraft] = useState<Draft>(() => draftOf(setting.value));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<ConfigValue | null>(null);
  // A change saved here or by another admin (live refetch) replaces the draft when this row has no edit of its own.
  const [shown, setShown] = useState(setting.value);
  if (JSON.stringify(shown) !== JSON.stringify(setting.value)) {
    setShown(setting.value);
    setDraft(draftOf(setting.value));
    setError(undefined);
  }

  const pending = sentValue(kind, draft);
  const changed = JSON.stringify(pending) !== JSON.stringify(setting.value);
  const titleId = `setting-${setting.key}`;
  const listKind = kind === 'rules' || kind === 'videoTypes';

  const save = async (value: ConfigValue) => {
    try {
      const answer = await update.mutateAsync({ key: setting.key, value });
      toast.success(answer.message);
      setError(undefined);
    } catch (err) {
      if (!isHandled(err)) setError(errorText(err));
    }
    setConfirming(null);
  };

  const onSave = () => {
    const parsed = SETTING_RULES[setting.key as ConfigKey].safeParse(pending);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (setting.moneyAffecting) setConfirming(parsed.data);
    else void save(parsed.data);
  };

  return (
    <fieldset className={styles.row} aria-labelledby={titleId}>
      <div className={styles.about}>
        <p id={titleId} className={styles.label}>
          {setting.label}
          {setting.moneyAffecting ? <Badge tone="warning">Moves money</Badge> : null}
        </p>
        <p className={styles.help}>{setting.help}</p>
        <p className={styles.history}>
          Current: <strong>{valueText(kind, setting.value)}</strong>
          {setting.changedAt ? (
            <>
              {' · '}Previous: <strong>{valueText(kind, setting.previousValue)}</strong>
              {' · '}Changed by {setting.changedBy ?? 'a deleted admin'} on {formatDateTime(setting.changedAt)}
            </>
          ) : (
            ' · Never changed'
          )}
        </p>
      </div>
      <div className={`${styles.editor} ${listKind ? '' : styles.inline}`}>
        <SettingEditor
          kind={kind}
          label={setting.label}
          draft={draft}
          onDraft={(next) => {
            setDraft(next);
            setError(undefined);
          }}
          blockedReason={canWrite ? undefined : READ_ONLY_REASON}
          error={kind === 'switch' || listKind ? undefined : error}
        />
        {kind === 'switch' || listKind ? <FieldError message={error} /> : null}
        <div className={styles.buttons}>
          <GuardedButton
            size="sm"
            onClick={onSave}
            disabled={!changed}
            loading={update.isPending && confirming === null}
            aria-label={`Save ${setting.label}`}
          >
            Save
          </GuardedButton>
          {changed && canWrite ? (
            <GuardedButton
              size="sm"
              variant="ghost"
              aria-label={`Undo ${setting.label}`}
              onClick={() => {
                setDraft(draftOf(setting.value));
                setError(undefined);
              }}
            >
              Undo
            </GuardedButton>
          ) : null}
        </div>
      </div>
      {confirming !== null ? (
        <ConfirmSettingDialog
          setting={setting}
          kind={kind}
          next={confirming}
          saving={update.isPending}
          onConfirm={() => void save(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </fieldset>
  );
}
