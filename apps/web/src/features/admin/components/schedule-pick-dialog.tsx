import { CHALLENGE_MSG, type ChallengeView } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverNow } from '../../../lib/server-clock';
import { Button, Dialog, Input } from '../../../ui';
import { useSchedulePick } from '../api/featured-challenge';
import { errorText, formatDateTime, isHandled, isoToLocal, localToIso } from '../format';

const MINUTE = 60_000;

/** The field's problem, if any: the server's rules (a future minute, before the challenge ends), checked early. */
function timeError(value: string, endsAt: string): string | undefined {
  const at = Date.parse(localToIso(value));
  if (Number.isNaN(at)) return CHALLENGE_MSG.scheduleTimeRequired;
  if (at <= serverNow()) return CHALLENGE_MSG.scheduleInPast;
  if (at >= Date.parse(endsAt)) return CHALLENGE_MSG.scheduleAfterEnd;
  return undefined;
}

/** Schedules `challenge` to become the featured one at a chosen local date and time. */
export function SchedulePickDialog({ challenge, onClose }: { challenge: ChallengeView | null; onClose: () => void }) {
  const schedule = useSchedulePick();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const error = serverError ?? (touched ? timeError(value, challenge?.duration_end_time ?? '') : undefined);
  const close = () => {
    setValue('');
    setTouched(false);
    setServerError(undefined);
    onClose();
  };

  const confirm = () => {
    if (!challenge || schedule.isPending) return;
    setTouched(true);
    if (timeError(value, challenge.duration_end_time)) return;
    schedule.mutate(
      { challenge_id: challenge.id, starts_at: localToIso(value) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || CHALLENGE_MSG.scheduled);
          close();
        },
        onError: (failure) => {
          if (!isHandled(failure)) setServerError(errorText(failure));
        },
      },
    );
  };

  return (
    <Dialog
      open={challenge !== null}
      onOpenChange={(open) => {
        if (!open && !schedule.isPending) close();
      }}
      title="Schedule featured pick"
      description={
        challenge ? `“${challenge.title}” becomes the featured challenge at the time you choose.` : undefined
      }
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={schedule.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={schedule.isPending}>
            {schedule.isPending ? 'Scheduling...' : 'Schedule'}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Input
          label="Feature from"
          type="datetime-local"
          value={value}
          min={isoToLocal(new Date(serverNow() + MINUTE).toISOString())}
          max={challenge ? isoToLocal(challenge.duration_end_time) : undefined}
          error={error}
          hint={
            challenge
              ? `Your local time. The challenge ends ${formatDateTime(challenge.duration_end_time)}.`
              : undefined
          }
          onChange={(e) => {
            setValue(e.target.value);
            setServerError(undefined);
          }}
          onBlur={() => setTouched(true)}
        />
      </form>
    </Dialog>
  );
}
