import { type AdminPromoBody, adminPromoBody } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button, Input } from '../../../ui';
import { Select } from '../../../ui/select';
import { useCreatePromo } from '../api/create-promo';
import { errorText, isHandled } from '../format';
import styles from './admin.module.css';

type PromoValues = z.output<typeof adminPromoBody>;

/** Messages for the checks the shared schema leaves to zod's defaults (empty or non-whole numbers, bad dates). */
const FIELD_MESSAGES: Record<string, string> = {
  value: 'Enter a whole number of at least 1.',
  maxRedemptions: 'Max redemptions must be a whole number of at least 1.',
  expiresAt: 'Enter a valid expiry date and time.',
  kind: 'Choose a kind.',
};
const resolver = zodResolver(adminPromoBody, {
  error: (issue) => FIELD_MESSAGES[String(issue.path?.[0])],
});

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : Number(v));
const emptyToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
/** datetime-local gives local wall time; the API wants an ISO instant. */
function localToIso(v: unknown) {
  if (typeof v !== 'string' || v === '') return null;
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? v : date.toISOString();
}

const DEFAULTS: AdminPromoBody = { code: '', kind: 'credit', value: undefined as unknown as number, active: true };

/** Creates a promo code. Field messages come from the same schema the server validates with. */
export function PromoForm({ disabled = false }: { disabled?: boolean }) {
  const create = useCreatePromo();
  const form = useForm<AdminPromoBody, unknown, PromoValues>({ resolver, mode: 'onTouched', defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const promo = await create.mutateAsync(values);
      toast.success(`Promo code ${promo.code} created.`);
      form.reset(DEFAULTS);
    } catch (error) {
      if (!isHandled(error)) toast.error(errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create a promo code">
      {/* A read-only admin sees the form with every field and the button disabled. */}
      <fieldset disabled={disabled} className={styles.contents}>
        <Input
          label="Code"
          placeholder="WELCOME100"
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Select label="Kind" error={errors.kind?.message} {...form.register('kind')}>
          <option value="credit">Crown credit</option>
          <option value="bonus_percent">Purchase bonus (%)</option>
        </Select>
        <Input
          label={kind === 'bonus_percent' ? 'Bonus percent' : 'Crowns'}
          type="number"
          inputMode="numeric"
          min={1}
          max={kind === 'bonus_percent' ? 100 : undefined}
          placeholder={kind === 'bonus_percent' ? '10' : '500'}
          error={errors.value?.message}
          {...form.register('value', { setValueAs: emptyToUndefined })}
        />
        <Input
          label="Expires (optional)"
          type="datetime-local"
          error={errors.expiresAt?.message}
          {...form.register('expiresAt', { setValueAs: localToIso })}
        />
        <Input
          label="Max redemptions (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="No limit"
          error={errors.maxRedemptions?.message}
          {...form.register('maxRedemptions', { setValueAs: emptyToNull })}
        />
        <div className={styles.formActions}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('active')} />
            Active now
          </label>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create promo code'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
