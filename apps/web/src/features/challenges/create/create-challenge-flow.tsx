import { challengePath } from '@crowns/contracts';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { serverNow } from '../../../lib/server-clock';
import { FormWithPreview } from '../../../ui/form/form-with-preview';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { ChallengeCard } from '../challenge-card';
import { DetailsSection } from './details-section';
import { type ChallengeDraft, emptyChallengeDraft } from './draft';
import { type ChallengeDraftContext, challengeDraftResolver } from './draft-schema';
import { previewChallenge } from './preview-challenge';
import { PreviewStep } from './preview-step';
import { ScheduleSection } from './schedule-section';
import { toNewChallenge, usePublishChallenge } from './use-publish-challenge';

type Props = { ccPerUsd: number; now?: () => number };

/** Create Challenge: the form with a live preview card, Preview Challenge, then Publish → the new challenge's page. */
export function CreateChallengeFlow({ ccPerUsd, now = serverNow }: Props) {
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const balance = me?.walletBalance;
  const f = useForm<ChallengeDraft, ChallengeDraftContext, ChallengeDraft>({
    resolver: challengeDraftResolver,
    context: { ccPerUsd, balance, now },
    mode: 'onTouched',
    defaultValues: emptyChallengeDraft(),
  });
  const [step, setStep] = useState<'form' | 'preview'>('form');
  const sending = useRef(false);
  const publish = usePublishChallenge((created) => navigate(challengePath(created)));

  const draft = useWatch({ control: f.control }) as ChallengeDraft;
  const imageUrl = useObjectUrl(draft.selectedImage ?? null);
  const preview = previewChallenge(draft, imageUrl, me, ccPerUsd, now());

  const onPublish = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await publish.mutateAsync(toNewChallenge(f.getValues(), ccPerUsd, now()));
    } catch {
      // The hook already showed the server's message; the draft stays for another try.
    } finally {
      sending.current = false;
    }
  };

  if (step === 'preview')
    return (
      <PreviewStep
        challenge={preview}
        ccPerUsd={ccPerUsd}
        startsNow={draft.startMode === 'now'}
        actions={{ submitting: publish.isPending, onBack: () => setStep('form'), onPublish }}
      />
    );
  return (
    <FormWithPreview
      label="Create a challenge"
      onSubmit={f.handleSubmit(() => setStep('preview'))}
      onCancel={() => navigate('/challenges')}
      submitLabel="Preview Challenge"
      submitting={f.formState.isSubmitting}
      preview={<ChallengeCard challenge={preview} preview />}
    >
      <DetailsSection form={f} />
      <ScheduleSection form={f} ccPerUsd={ccPerUsd} balance={balance} />
    </FormWithPreview>
  );
}
