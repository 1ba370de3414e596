import { BOUNTY_LIMITS, BOUNTY_MSG, SUBMIT_PLATFORMS } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, FieldError } from '../../../../ui';
import { Select } from '../../../../ui/select';
import { ResponseTitleInput, VideoResponseSource } from '../../../../ui/video-upload';
import { submitClaim } from '../../api/bounty-actions';
import type { Bounty, BountyClaim } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';
import { useLeaveTo } from '../hooks/use-deep-link';
import form from './submit.module.css';
import { categoriesOf, type SubmitInput, type SubmitValues, submitDefaults, submitSchema } from './submit-schema';

type Props = { bounty: Bounty; claim: BountyClaim; onSubmitted: () => void; onCancelBounty?: () => void };

/** Enter video response (spec 02 §2, §5): platform, title, description, category, link, terms; then review. */
export function SubmitResponse({ bounty, claim, onSubmitted, onCancelBounty }: Props) {
  const leaveTo = useLeaveTo();
  const f = useForm<SubmitInput, unknown, SubmitValues>({
    resolver: zodResolver(submitSchema),
    mode: 'onTouched',
    defaultValues: submitDefaults(bounty),
  });
  const { errors } = f.formState;
  const submit = useBountyAction<SubmitValues>({
    action: ({ terms: _terms, ...body }) => submitClaim(bounty.id, claim.id, body),
    success: BOUNTY_MSG.submitted,
    onSuccess: onSubmitted,
  });

  const description = f.watch('description') ?? '';

  return (
    <form className={form.form} onSubmit={f.handleSubmit((values) => submit.run(values))} noValidate>
      <VideoResponseSource form={f} platforms={SUBMIT_PLATFORMS} purpose="bounty_submission" />
      <div className={form.pair}>
        <ResponseTitleInput form={f} />
        <Select label="Category" error={errors.category?.message} {...f.register('category')}>
          {categoriesOf(bounty).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </div>
      <div className={form.field}>
        <label htmlFor="response-description" className={form.legend}>
          Description
        </label>
        <textarea
          id="response-description"
          className={form.textarea}
          rows={3}
          maxLength={BOUNTY_LIMITS.submitDescriptionMax}
          aria-invalid={errors.description ? true : undefined}
          {...f.register('description')}
        />
        {errors.description ? (
          <FieldError message={errors.description.message} />
        ) : (
          <p className={form.count}>
            {description.length}/{BOUNTY_LIMITS.submitDescriptionMax}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label className={form.terms}>
          <input type="checkbox" {...f.register('terms')} aria-invalid={errors.terms ? true : undefined} />
          <span>
            I accept the{' '}
            <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
              terms and conditions
            </a>
          </span>
        </label>
        <FieldError message={errors.terms?.message} />
      </div>
      <div className={`${styles.actions} ${styles.footer}`}>
        {onCancelBounty ? (
          <Button variant="ghost" className={form.cancel} onClick={onCancelBounty}>
            Cancel Bounty
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => leaveTo('/dashboard')}>
          Close and Submit Later
        </Button>
        <Button type="submit" loading={submit.pending}>
          {submit.pending ? 'Submitting...' : 'Submit Response'}
        </Button>
      </div>
    </form>
  );
}
