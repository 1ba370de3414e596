import { BOUNTY_LIMITS, BOUNTY_MSG } from '@crowns/contracts';
import { useState } from 'react';
import { useCcPerUsd } from '../../../../lib/config';
import { useAttemptKey } from '../../../../lib/use-attempt-key';
import { Button, CrownAmount, Input } from '../../../../ui';
import { extendClaim } from '../../api/bounty-actions';
import type { Bounty, BountyClaim } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';
import { useExtensionUsdPerMinute } from '../hooks/use-config-values';
import extend from './extend.module.css';

const PRESETS = [5, 10, 15];
const MAX = BOUNTY_LIMITS.extendMaxMinutes;

/** Minutes typed: digits only, at most 15 (spec 02 §5). */
export const parseMinutes = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Math.min(Number(digits), MAX);
};

/** Extend Time (spec 02 §5, §9): 1-15 minutes once per claim, bounty_extension_usd_per_minute a minute → toast 'Time Extened'. */
export function ExtendTime({
  bounty,
  claim,
  onBack,
  onDone,
}: {
  bounty: Bounty;
  claim: BountyClaim;
  onBack: () => void;
  onDone: () => void;
}) {
  const rate = useCcPerUsd() ?? 1;
  const perMinute = useExtensionUsdPerMinute();
  const [minutes, setMinutes] = useState(5);
  const [error, setError] = useState<string>();
  const keys = useAttemptKey();
  const run = useBountyAction<number>({
    action: (m) => extendClaim(bounty.id, claim.id, m, keys.keyFor(`${claim.id}:${m}`)),
    success: BOUNTY_MSG.extended,
    money: true,
    onSuccess: () => {
      keys.settle();
      onDone();
    },
    onError: (e) => keys.settle(e),
  });
  const usd = minutes * perMinute;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (minutes <= 0) return setError(BOUNTY_MSG.timeRequired);
    run.run(minutes);
  };

  return (
    <form className={extend.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>
        Need a little longer? Add up to {MAX} minutes to your deadline, once per claim, for ${perMinute} a minute.
      </p>
      <fieldset className={extend.presets}>
        <legend className="sr-only">Quick picks</legend>
        {PRESETS.map((m) => (
          <Button
            key={m}
            size="sm"
            variant={m === minutes ? 'primary' : 'secondary'}
            aria-pressed={m === minutes}
            onClick={() => {
              setMinutes(m);
              setError(undefined);
            }}
          >
            {m} min
          </Button>
        ))}
      </fieldset>
      <Input
        label={`Minutes (1-${MAX})`}
        inputMode="numeric"
        autoComplete="off"
        value={minutes === 0 ? '' : String(minutes)}
        error={error}
        onChange={(e) => {
          const next = parseMinutes(e.target.value);
          setMinutes(next);
          setError(next > 0 ? undefined : BOUNTY_MSG.timeRequired);
        }}
      />
      <p className={extend.charge}>
        <span>You will be charged ${usd}</span>
        <CrownAmount crowns={usd * rate} ccPerUsd={rate} size="sm" />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={run.pending}>
          Back
        </Button>
        <Button type="submit" loading={run.pending}>
          {run.pending ? 'Extending...' : 'Extend Time'}
        </Button>
      </div>
    </form>
  );
}
