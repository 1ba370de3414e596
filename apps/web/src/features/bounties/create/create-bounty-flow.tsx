import { BOUNTY_MSG as M } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { FormWithPreview } from '../../../ui/form/form-with-preview';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { userByNameQuery } from '../api/user-suggestions';
import type { Bounty } from '../types';
import { BountyCreatedDialog } from './bounty-created-dialog';
import { type BountyPreview, BountyPreviewCard } from './bounty-preview-card';
import { DetailsFields } from './details-fields';
import { type CreateDraft, cleanRequirements, emptyDraft, targetName, usdToCrowns } from './draft';
import { type DraftContext, draftResolver } from './draft-schema';
import { PreviewStep } from './preview-step';
import { TimeRewardFields } from './time-reward-fields';
import { toNewBounty, usePublishBounty } from './use-publish-bounty';
import { useTargetPrefill } from './use-target-prefill';

type Props = { ccPerUsd: number; presetTarget: string | null };

/** Create a Bounty: the details form, Preview Bounty, Publish Bounty, then the Bounty Created success. */
export function CreateBountyFlow({ ccPerUsd, presetTarget }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useCurrentUser().data;
  const balance = me?.walletBalance;
  const form = useForm<CreateDraft, DraftContext, CreateDraft>({
    resolver: draftResolver,
    context: { ccPerUsd, balance },
    mode: 'onTouched',
    defaultValues: emptyDraft(),
  });
  const [step, setStep] = useState<'form' | 'preview'>('form');
  const [created, setCreated] = useState<Bounty | null>(null);
  const [prefillActive, setPrefillActive] = useState(true);
  const prefill = useTargetPrefill(form, presetTarget, prefillActive);
  const sending = useRef(false);

  const publish = usePublishBounty((bounty) => {
    setCreated(bounty);
    setPrefillActive(false);
    form.reset(emptyDraft());
    setStep('form');
  });

  const draft = useWatch({ control: form.control }) as CreateDraft;
  const imageUrl = useObjectUrl(draft.selectedImage ?? null);
  const preview: BountyPreview = {
    imageUrl,
    title: draft.title ?? '',
    creator: { name: me?.sc_username ?? 'you', imageUrl: me?.image_url },
    targetName: draft.targetUser?.sc_username ?? null,
    isLive: Boolean(draft.isBountyLive),
    hours: Number(draft.time) || 0,
    crowns: usdToCrowns(draft.rewardUsd ?? '', ccPerUsd),
    ccPerUsd,
    categories: draft.selectedCategories ?? [],
  };

  /** A name typed without picking a suggestion is looked up exactly before the preview. */
  const resolveTypedTarget = async (values: CreateDraft) => {
    const name = targetName(values.targetText);
    if (!name || values.targetUser) return true;
    const user = await client.fetchQuery(userByNameQuery(name)).catch(() => null);
    if (!user) {
      form.setError('targetText', { message: M.targetNotFound }, { shouldFocus: true });
      return false;
    }
    form.setValue('targetUser', user);
    if (values.isBountyLive && !user.is_live) {
      form.setError('isBountyLive', { message: M.liveRequired });
      return false;
    }
    return true;
  };

  const toPreview = form.handleSubmit(async (values) => {
    if (await resolveTypedTarget(values)) setStep('preview');
  });

  const onPublish = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await publish.mutateAsync(toNewBounty(form.getValues(), ccPerUsd));
    } catch {
      // The hook already showed the server's message; the draft stays for another try.
    } finally {
      sending.current = false;
    }
  };

  const closeCreated = (leaving: boolean) => {
    const bounty = created;
    setCreated(null);
    if (leaving || !bounty) return;
    // A video bounty goes back to the board; otherwise stay here, without the route's target prefill.
    if (bounty.bounty_type !== 'live') navigate('/bounty');
    else if (presetTarget) navigate('/bounty/createbounty', { replace: true });
  };

  return (
    <>
      {step === 'preview' ? (
        <PreviewStep
          preview={preview}
          requirements={cleanRequirements(draft.requirements ?? [])}
          submitting={publish.isPending}
          onBack={() => setStep('form')}
          onPublish={onPublish}
        />
      ) : (
        <FormWithPreview
          label="Create a bounty"
          onSubmit={toPreview}
          onCancel={() => navigate('/bounty')}
          submitLabel="Preview Bounty"
          submitting={form.formState.isSubmitting}
          preview={<BountyPreviewCard preview={preview} />}
        >
          <DetailsFields form={form} targetLocked={prefill.locked || prefill.loading} />
          <TimeRewardFields form={form} ccPerUsd={ccPerUsd} balance={balance} />
        </FormWithPreview>
      )}
      <BountyCreatedDialog bounty={created} onDismiss={() => closeCreated(false)} onLeave={() => closeCreated(true)} />
    </>
  );
}
