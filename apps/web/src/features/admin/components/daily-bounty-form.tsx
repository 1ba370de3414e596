import { BOUNTY_LIMITS, type DailyBountyBody } from '@crowns/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, CrownAmount, Dialog, IconButton, Input } from '../../../ui';
import { Textarea } from '../../../ui/textarea';
import { useCategories } from '../api/categories';
import { type DailyBounty, useCreateDailyBounty, useUpdateDailyBounty } from '../api/daily-bounties';
import { errorText, isHandled } from '../format';
import bountyStyles from './bounties.module.css';
import {
  changedFields,
  type DailyFormValues,
  dailyResolver,
  dailyValuesOf,
  emptyDailyValues,
} from './daily-form-schema';

const FORM_ID = 'daily-bounty-form';

/** Create (bounty null) or edit a daily bounty in a dialog. */
export function DailyBountyDialog({
  open,
  bounty,
  onClose,
}: {
  open: boolean;
  bounty: DailyBounty | null;
  onClose: () => void;
}) {
  if (!open) return null;
  return <DailyBountyForm key={bounty?.id ?? 'new'} bounty={bounty} onClose={onClose} />;
}

function DailyBountyForm({ bounty, onClose }: { bounty: DailyBounty | null; onClose: () => void }) {
  const create = useCreateDailyBounty();
  const update = useUpdateDailyBounty();
  const categories = useCategories();
  const defaults = bounty ? dailyValuesOf(bounty) : emptyDailyValues();
  const form = useForm<DailyFormValues, unknown, DailyBountyBody>({
    resolver: dailyResolver(bounty?.claimCount ?? 0),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const { errors, isSubmitting } = form.formState;
  const [description, reward] = form.watch(['description', 'reward_cc']);
  const rewardCc = Number(reward);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = bounty
        ? await update.mutateAsync({ id: bounty.id, patch: changedFields(body, defaults) })
        : await create.mutateAsync(body);
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (!isHandled(error)) toast.error(errorText(error));
    }
  });

  const categoryError = errors.category?.message ?? errors.category?.root?.message;
  const rulesError = errors.rules?.message ?? errors.rules?.root?.message;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !isSubmitting) onClose();
      }}
      title={bounty ? 'Edit daily bounty' : 'New daily bounty'}
      description="Open to everyone; each approved claim is paid the reward by Crowns."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : bounty ? 'Save changes' : 'Create daily bounty'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={bountyStyles.dailyForm} onSubmit={onSubmit} noValidate>
        <Input
          label="Title"
          maxLength={BOUNTY_LIMITS.titleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Input
          label="Image URL (optional)"
          placeholder="https://…"
          inputMode="url"
          error={errors.image_url?.message}
          {...form.register('image_url')}
        />
        <Textarea
          className={bountyStyles.wide}
          label="Description (optional)"
          rows={2}
          maxLength={BOUNTY_LIMITS.descriptionMax}
          length={description.length}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <fieldset className={`${bountyStyles.wide} ${bountyStyles.fieldset}`} aria-describedby="daily-category-error">
          <legend className={bountyStyles.legend}>Categories (1 to {BOUNTY_LIMITS.categoriesMax})</legend>
          <div className={bountyStyles.checks}>
            {(categories.data ?? []).map((c) => (
              <label key={c.id} className={bountyStyles.checkChip}>
                <input type="checkbox" value={c.name} {...form.register('category')} />
                {c.name}
              </label>
            ))}
            {categories.isPending ? <span className={bountyStyles.mutedText}>Loading categories…</span> : null}
            {categories.isError ? <span className={bountyStyles.warnText}>{errorText(categories.error)}</span> : null}
          </div>
          {categoryError ? (
            <p id="daily-category-error" role="alert" className={bountyStyles.errorText}>
              {categoryError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={`${bountyStyles.wide} ${bountyStyles.fieldset}`}>
          <legend className={bountyStyles.legend}>Rules</legend>
          {rules.fields.map((field, i) => (
            <div key={field.id} className={bountyStyles.ruleRow}>
              <Input
                label={`Rule ${i + 1}`}
                hideLabel
                placeholder="What must the video show?"
                {...form.register(`rules.${i}.text`)}
              />
              <IconButton
                aria-label={`Remove rule ${i + 1}`}
                icon={<Trash2 size={16} />}
                onClick={() => rules.remove(i)}
                disabled={rules.fields.length === 1}
              />
            </div>
          ))}
          {rulesError ? (
            <p role="alert" className={bountyStyles.errorText}>
              {rulesError}
            </p>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => rules.append({ text: '' })} className={bountyStyles.addRule}>
            <Plus size={14} aria-hidden /> Add rule
          </Button>
        </fieldset>
        <Input
          label="Reward per claim (crowns)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.reward_cc?.message}
          hint={Number.isInteger(rewardCc) && rewardCc > 0 ? <CrownAmount crowns={rewardCc} size="sm" /> : undefined}
          {...form.register('reward_cc')}
        />
        <Input
          label="Number of claims"
          type="number"
          inputMode="numeric"
          min={Math.max(1, bounty?.claimCount ?? 0)}
          error={errors.number_of_claims?.message}
          hint={bounty ? `${bounty.claimCount} already taken` : undefined}
          {...form.register('number_of_claims')}
        />
        <Input
          label="Starts"
          type="datetime-local"
          error={errors.duration_start_time?.message}
          {...form.register('duration_start_time')}
        />
        <Input
          label="Ends"
          type="datetime-local"
          error={errors.duration_end_time?.message}
          {...form.register('duration_end_time')}
        />
      </form>
    </Dialog>
  );
}
