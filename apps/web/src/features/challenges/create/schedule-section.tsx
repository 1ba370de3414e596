import { CHALLENGE_LIMITS as L } from '@crowns/contracts';
import { useId } from 'react';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { serverNow } from '../../../lib/server-clock';
import { FieldError } from '../../../ui/field';
import { AmountField } from '../../../ui/form/amount-field';
import form from '../../../ui/form/create-form.module.css';
import { FormCard } from '../../../ui/form/form-card';
import { Select } from '../../../ui/select';
import styles from './create.module.css';
import { type ChallengeDraft, scheduleOf, toLocalInput } from './draft';
import type { ChallengeDraftContext } from './draft-schema';
import { StartField } from './start-field';

type Props = {
  form: UseFormReturn<ChallengeDraft, ChallengeDraftContext, ChallengeDraft>;
  ccPerUsd: number;
  balance?: number;
};

const PRESETS = [
  { label: '1h', duration: '1', unit: 'hours' },
  { label: '24h', duration: '24', unit: 'hours' },
  { label: '3 days', duration: '3', unit: 'days' },
  { label: '7 days', duration: '7', unit: 'days' },
  { label: '30 days', duration: '30', unit: 'days' },
] as const;

const when = (d: Date) =>
  d.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Start now or later, how long it runs (1 hour – 30 days, with the resulting end) and the prize. */
export function ScheduleSection({ form: f, ccPerUsd, balance }: Props) {
  const { control, register, formState, setValue, trigger, getValues } = f;
  const { errors } = formState;
  const durationId = useId();
  const draft = useWatch({ control }) as ChallengeDraft;
  const schedule = scheduleOf(draft, serverNow());
  const startMode = useController({ control, name: 'startMode' }).field;
  const prize = useController({ control, name: 'prizeUsd' }).field;
  const recheck = () => {
    if (formState.isSubmitted || errors.duration || errors.startAt) void trigger(['duration', 'startAt']);
  };
  const setDuration = (duration: string, unit: ChallengeDraft['durationUnit']) => {
    setValue('duration', duration, { shouldDirty: true });
    setValue('durationUnit', unit, { shouldDirty: true });
    recheck();
  };

  return (
    <FormCard title="Schedule and prize">
      <div className={form.twoCols}>
        <StartField
          mode={startMode.value}
          onMode={(mode) => {
            startMode.onChange(mode);
            // A first 'Later' proposes an hour from now.
            if (mode === 'later' && !getValues('startAt')) setValue('startAt', toLocalInput(serverNow() + 3_600_000));
            recheck();
          }}
          startAt={register('startAt', { onChange: recheck })}
          error={errors.startAt?.message}
        />
        <div className={form.field}>
          <label htmlFor={durationId} className={form.label}>
            Runs for
          </label>
          <fieldset className={form.presets}>
            <legend className="sr-only">Duration presets</legend>
            {PRESETS.map((p) => {
              const on = draft.duration === p.duration && draft.durationUnit === p.unit;
              return (
                <button
                  key={p.label}
                  type="button"
                  aria-pressed={on}
                  className={`${form.preset} ${on ? form.presetOn : ''}`}
                  onClick={() => setDuration(p.duration, p.unit)}
                >
                  {p.label}
                </button>
              );
            })}
          </fieldset>
          <div className={styles.durationRow}>
            <input
              id={durationId}
              className={`${form.input} ${errors.duration ? form.invalid : ''} tabular`}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.duration ? true : undefined}
              {...register('duration', {
                onChange: (e) => {
                  setValue('duration', String(e.target.value).replace(/\D/g, '').slice(0, 4));
                  recheck();
                },
              })}
            />
            <Select label="Duration unit" hideLabel {...register('durationUnit', { onChange: recheck })}>
              <option value="hours">hours</option>
              <option value="days">days</option>
            </Select>
          </div>
          <FieldError message={errors.duration?.message} />
          {schedule.end && schedule.startMs !== undefined && schedule.hours > 0 ? (
            <p className={styles.summary} data-testid="schedule-summary">
              {schedule.start ? (
                <>
                  Starts <strong>{when(new Date(schedule.startMs))}</strong>,{' '}
                </>
              ) : (
                <>Starts when published, </>
              )}
              ends <strong>{when(schedule.end)}</strong>
            </p>
          ) : null}
        </div>
      </div>
      <AmountField
        label="Prize"
        presetsUsd={L.prizePresetsUsd}
        minUsd={L.minPrizeUsd}
        ccPerUsd={ccPerUsd}
        balance={balance}
        value={prize.value}
        onChange={prize.onChange}
        onBlur={prize.onBlur}
        error={errors.prizeUsd?.message}
      />
    </FormCard>
  );
}
