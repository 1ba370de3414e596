import { type AdminSetting, MAX_STANDARD_RULES, type SettingKind, UPLOADABLE_VIDEO_TYPES } from '@crowns/contracts';
import { Plus, X } from 'lucide-react';
import { Button, IconButton, Input } from '../../../ui';
import { Switch } from '../../../ui/switch';
import adminStyles from './admin.module.css';
import { UNIT } from './setting-value';
import styles from './settings.module.css';

/** What an input holds while being edited: numbers stay text until saved, so a half-typed value is kept. */
export type Draft = boolean | string | string[];

export const draftOf = (value: AdminSetting['value']): Draft =>
  typeof value === 'number' ? String(value) : Array.isArray(value) ? [...value] : value;

/** The value to validate and send; an empty number is missing (the rule's message says what is expected). */
export function sentValue(kind: SettingKind, draft: Draft): unknown {
  if (typeof draft !== 'string' || kind === 'switch') return draft;
  return draft.trim() === '' ? undefined : Number(draft);
}

type EditorProps = {
  kind: SettingKind;
  label: string;
  draft: Draft;
  onDraft: (next: Draft) => void;
  /** Why the control is inert (a read-only admin); the control stays visible. */
  blockedReason?: string;
  error?: string;
};

/** The typed input of one setting: a switch, a number with its unit, a rules list or the video type choices. */
export function SettingEditor({ kind, label, draft, onDraft, blockedReason, error }: EditorProps) {
  if (kind === 'switch')
    return (
      <div className={styles.switchLine}>
        <Switch checked={draft === true} label={label} onChange={onDraft} blockedReason={blockedReason} />
        <span>{draft ? 'On' : 'Off'}</span>
      </div>
    );
  if (kind === 'rules')
    return <RulesEditor rules={draft as string[]} onDraft={onDraft} blockedReason={blockedReason} />;
  if (kind === 'videoTypes')
    return <VideoTypesEditor types={draft as string[]} onDraft={onDraft} blockedReason={blockedReason} />;
  return (
    <Input
      className={styles.number}
      label={label}
      hideLabel
      type="number"
      inputMode="numeric"
      step={1}
      min={0}
      value={draft as string}
      onChange={(e) => onDraft(e.target.value)}
      disabled={Boolean(blockedReason)}
      title={blockedReason}
      error={error}
      trailing={UNIT[kind]}
    />
  );
}

function RulesEditor({
  rules,
  onDraft,
  blockedReason,
}: {
  rules: string[];
  onDraft: (next: string[]) => void;
  blockedReason?: string;
}) {
  const blocked = Boolean(blockedReason);
  const set = (index: number, text: string) => onDraft(rules.map((r, i) => (i === index ? text : r)));
  return (
    <>
      <ol className={styles.list}>
        {rules.map((rule, index) => (
          // Rules have no ids and may repeat while typed; the position is their identity in this editor.
          <li key={index} className={styles.listItem}>
            <Input
              label={`Rule ${index + 1}`}
              hideLabel
              value={rule}
              maxLength={400}
              onChange={(e) => set(index, e.target.value)}
              disabled={blocked}
              title={blockedReason}
            />
            <IconButton
              aria-label={`Remove rule ${index + 1}`}
              icon={<X size={16} />}
              onClick={() => onDraft(rules.filter((_, i) => i !== index))}
              disabled={blocked}
            />
          </li>
        ))}
      </ol>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDraft([...rules, ''])}
          disabled={blocked || rules.length >= MAX_STANDARD_RULES}
          title={blockedReason}
        >
          <Plus size={14} aria-hidden /> Add rule
        </Button>
      </div>
    </>
  );
}

function VideoTypesEditor({
  types,
  onDraft,
  blockedReason,
}: {
  types: string[];
  onDraft: (next: string[]) => void;
  blockedReason?: string;
}) {
  const toggle = (type: string, on: boolean) =>
    onDraft(
      on ? UPLOADABLE_VIDEO_TYPES.filter((t) => t === type || types.includes(t)) : types.filter((t) => t !== type),
    );
  return (
    <fieldset className={styles.checks} title={blockedReason} aria-label="Allowed video types">
      {UPLOADABLE_VIDEO_TYPES.map((type) => (
        <label key={type} className={adminStyles.check}>
          <input
            type="checkbox"
            checked={types.includes(type)}
            onChange={(e) => toggle(type, e.target.checked)}
            disabled={Boolean(blockedReason)}
          />
          .{type}
        </label>
      ))}
    </fieldset>
  );
}
