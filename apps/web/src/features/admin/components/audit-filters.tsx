import { AUDIT_FILTER_KEYS, type AuditFilter, auditFilterSchema } from '@crowns/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '../../../ui';
import styles from './audit-filters.module.css';

export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
type Draft = Record<AuditFilterKey, string>;

/** Action families and common actions offered while typing; any other action name works too. */
const ACTION_HINTS = ['user', 'promo', 'bounty', 'withdrawal', 'kyc', 'config', 'comment', 'report', 'stream'];
const TARGET_HINTS = ['user', 'promo_code', 'bounty', 'withdrawal', 'config', 'comment', 'report'];

const draftOf = (filter: AuditFilter): Draft =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, filter[k] ?? ''])) as Draft;

/** The audit log's filter bar: admin, action, target and a date range, applied together. */
export function AuditFilters({
  filter,
  onApply,
  onClear,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [error, setError] = useState<string | null>(null);
  const set = (key: AuditFilterKey) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() || undefined]));
    const parsed = auditFilterSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onApply(parsed.data);
  };
  const filtered = AUDIT_FILTER_KEYS.some((k) => filter[k]);

  return (
    <search>
      <form className={styles.bar} onSubmit={submit} aria-label="Filter the audit log" noValidate>
        <Input label="Admin" placeholder="Username or id" value={draft.admin} maxLength={100} onChange={set('admin')} />
        <Input
          label="Action"
          placeholder="e.g. promo or user.suspend"
          value={draft.action}
          maxLength={100}
          list="audit-action-hints"
          onChange={set('action')}
        />
        <Input
          label="Target type"
          placeholder="e.g. user"
          value={draft.targetType}
          maxLength={50}
          list="audit-target-hints"
          onChange={set('targetType')}
        />
        <Input label="Target id" value={draft.targetId} maxLength={100} onChange={set('targetId')} />
        <Input label="From" type="date" value={draft.from} onChange={set('from')} />
        <Input label="To" type="date" value={draft.to} onChange={set('to')} error={error ?? undefined} />
        <div className={styles.buttons}>
          <Button type="submit">Apply filters</Button>
          {filtered ? (
            <Button variant="ghost" onClick={onClear}>
              Clear
            </Button>
          ) : null}
        </div>
        <datalist id="audit-action-hints">
          {ACTION_HINTS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <datalist id="audit-target-hints">
          {TARGET_HINTS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </form>
    </search>
  );
}
