import {
  BOUNTY_LIMITS,
  CHALLENGE_MSG,
  CHALLENGE_PICKER_PLATFORMS,
  type ChallengeDetail,
  type ResponseBody,
  responseBody,
} from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorText } from '../../../lib/action-error';
import { ApiError } from '../../../lib/api';
import { Button, Dialog } from '../../../ui';
import { Textarea } from '../../../ui/textarea';
import { ResponseTitleInput, VideoResponseSource } from '../../../ui/video-upload';
import { challengeKeys } from '../query-keys';
import { postResponse } from './api/challenge-actions';
import styles from './detail.module.css';

type FormInput = z.input<typeof responseBody>;
type Props = { challenge: ChallengeDetail; onClose: () => void; onSubmitted: (responseId: number) => void };

/**
 * Participate (issue 11): a video response to a live challenge: the platform (TikTok or YouTube, spec 01 §2), the
 * link checked as the server checks it, a title and a description. The server's refusal is shown as it says it.
 */
export function ParticipateDialog({ challenge, onClose, onSubmitted }: Props) {
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const f = useForm<FormInput, unknown, ResponseBody>({
    resolver: zodResolver(responseBody),
    mode: 'onTouched',
    defaultValues: { platform: '', title: '', description: '', clip_url: '' },
  });
  const { errors } = f.formState;
  const submit = useMutation({
    mutationFn: (body: ResponseBody) => postResponse(challenge.id, body),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: challengeKeys.detail(challenge.id) });
      void client.invalidateQueries({ queryKey: challengeKeys.responsesOf(challenge.id) });
      void client.invalidateQueries({ queryKey: challengeKeys.leaderboardOf(challenge.id) });
      toast.success(answer.message || CHALLENGE_MSG.responded);
      onSubmitted(answer.data.response.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.handled) return onClose();
      setRefusal(errorText(error));
    },
  });
  const description = f.watch('description') ?? '';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Participate"
      description={`Respond to “${challenge.title}” with your video.`}
      size="md"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={f.handleSubmit((body) => {
          if (submit.isPending) return;
          setRefusal(null);
          submit.mutate(body);
        })}
      >
        <VideoResponseSource form={f} platforms={CHALLENGE_PICKER_PLATFORMS} purpose="challenge_response" />
        <ResponseTitleInput form={f} />
        <Textarea
          label="Description"
          rows={3}
          maxLength={BOUNTY_LIMITS.submitDescriptionMax}
          length={description.length}
          error={errors.description?.message}
          {...f.register('description')}
        />
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Response'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
