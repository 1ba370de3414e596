import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import { Avatar } from '../../../ui/avatar';
import { LiveBadge } from '../../../ui/badge';
import { FieldError } from '../../../ui/field';
import { type UserSuggestion, useUserSuggestions } from '../api/user-suggestions';
import styles from './create.module.css';
import { normalizeTargetText, targetName } from './draft';

/** Spec 02 §5 hints under the target field. */
export const TARGET_HINT = {
  live: "Target user is live. Please check 'Live Bounty' if you want them to do it live on stream.",
  notLive: 'This target is not streaming, bounty will be added to their bounty board.',
} as const;

export const SUGGESTION_DEBOUNCE_MS = 300;

type Props = {
  text: string;
  user: UserSuggestion | null;
  onTextChange: (text: string) => void;
  onSelect: (user: UserSuggestion) => void;
  onBlur?: () => void;
  disabled?: boolean;
  isBountyLive: boolean;
  error?: string;
};

/**
 * The target user combobox (spec 02 §5): a leading @ is added as you type, suggestions load 300 ms after typing past
 * the @, Up/Down move through them and Enter chooses; the hint says whether the chosen user is live.
 */
export function TargetUserField({ text, user, onTextChange, onSelect, onBlur, disabled, isBountyLive, error }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(targetName(text), SUGGESTION_DEBOUNCE_MS);
  const typed = targetName(text);
  const suggestions = useUserSuggestions(search, open && !disabled);
  const options = search === typed && !user ? (suggestions.data ?? []) : [];
  const expanded = open && !disabled && typed.length > 0 && !user;

  const choose = (option: UserSuggestion) => {
    onSelect(option);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded || options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[Math.min(active, options.length - 1)];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const hint = user ? (user.is_live ? (isBountyLive ? null : TARGET_HINT.live) : TARGET_HINT.notLive) : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Target user <span className={styles.optional}>(optional for a video bounty)</span>
      </label>
      <div className={styles.combo}>
        <input
          id={id}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && options[active] ? `${listId}-${options[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          placeholder="@username"
          autoComplete="off"
          spellCheck={false}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            onTextChange(normalizeTargetText(e.target.value));
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {user ? (
          <span className={styles.comboStatus}>
            {user.is_live ? <LiveBadge /> : <span className={styles.offline}>Offline</span>}
          </span>
        ) : null}
        {expanded ? (
          <div id={listId} role="listbox" aria-label="Suggested users" className={styles.suggestions}>
            {suggestions.isFetching && options.length === 0 ? (
              <p className={styles.suggestionNote}>Searching…</p>
            ) : options.length === 0 ? (
              <p className={styles.suggestionNote}>{suggestions.isSuccess ? 'No users found' : 'Searching…'}</p>
            ) : (
              options.map((o, i) => (
                <div
                  key={o.id}
                  id={`${listId}-${o.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={`${styles.suggestion} ${i === active ? styles.activeSuggestion : ''}`}
                  // mousedown, so the input's blur does not close the list before the click lands.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(o);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  <Avatar src={o.image_url} name={o.sc_username} size="xs" decorative />
                  <span className={styles.suggestionName}>@{o.sc_username}</span>
                  {o.followedFlag ? <span className={styles.following}>Following</span> : null}
                  {o.is_live ? <LiveBadge /> : null}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
      {error ? <FieldError message={error} /> : hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
