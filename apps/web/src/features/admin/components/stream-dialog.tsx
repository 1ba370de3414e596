import {
  type AdminStreamBody,
  type AdminStreamer,
  adminStreamBody,
  SOCIAL_LIMITS,
  STREAM_PLATFORMS,
  type StreamPlatform,
} from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, Dialog, Input } from '../../../ui';
import { Select } from '../../../ui/select';
import { useCategories } from '../api/categories';
import { useSetStream } from '../api/streams';
import { errorText, isHandled } from '../format';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { PLATFORM_NAMES } from './stream-toggle';

type StreamValues = {
  platform: StreamPlatform;
  is_live: boolean;
  title: string;
  category: string;
  viewer_count: string;
};

const FIELD_MESSAGES: Record<string, string> = {
  category: `Category must be at most ${SOCIAL_LIMITS.streamCategoryMax} characters.`,
  viewer_count: 'Viewers must be a whole number of at least 0.',
};
const schemaResolver = zodResolver(adminStreamBody, { error: (i) => FIELD_MESSAGES[String(i.path?.[0])] });

/** Empty texts clear the stored title or category; an empty viewer count keeps the stored one. */
const toBody = (v: StreamValues) => ({
  platform: v.platform,
  is_live: v.is_live,
  title: v.title.trim() || null,
  category: v.category.trim() || null,
  viewer_count: v.viewer_count.trim() === '' ? undefined : v.viewer_count,
});
const resolver: Resolver<StreamValues, unknown, AdminStreamBody> = (values, context, options) =>
  schemaResolver(toBody(values) as never, context, options as never) as never;

function valuesOf(streamer: AdminStreamer, platform: StreamPlatform): StreamValues {
  const s = streamer.streams.find((x) => x.platform === platform);
  return {
    platform,
    is_live: s?.is_live ?? false,
    title: s?.title ?? '',
    category: s?.category ?? '',
    viewer_count: String(s?.viewer_count ?? 0),
  };
}

/** Edits one platform's stream of a streamer: live, title, category and viewer count (the simulated provider). */
export function StreamDialog({ streamer, onClose }: { streamer: AdminStreamer | null; onClose: () => void }) {
  return streamer ? <StreamForm key={streamer.id} streamer={streamer} onClose={onClose} /> : null;
}

function StreamForm({ streamer, onClose }: { streamer: AdminStreamer; onClose: () => void }) {
  const set = useSetStream();
  const categories = useCategories();
  const first = streamer.streams.find((s) => s.is_live)?.platform ?? 'twitch';
  const [platform, setPlatform] = useState<StreamPlatform>(first);
  const form = useForm<StreamValues, unknown, AdminStreamBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(streamer, first),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await set.mutateAsync({ userId: streamer.id, body });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (!isHandled(error)) toast.error(errorText(error));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={`Stream of ${streamer.sc_username}`}
      description="Sets what the simulated stream provider reports: viewers see it at once."
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="stream-form" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form id="stream-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <Select
          label="Platform"
          value={platform}
          onChange={(e) => {
            const next = e.target.value as StreamPlatform;
            setPlatform(next);
            form.reset(valuesOf(streamer, next));
          }}
        >
          {STREAM_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {PLATFORM_NAMES[p]}
            </option>
          ))}
        </Select>
        <label className={`${styles.check} ${bountyStyles.liveCheck}`}>
          <input type="checkbox" {...form.register('is_live')} />
          Live now
        </label>
        <Input
          className={styles.formWide}
          label="Stream title"
          maxLength={SOCIAL_LIMITS.streamTitleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Input
          label="Category"
          list="stream-categories"
          error={errors.category?.message}
          {...form.register('category')}
        />
        <datalist id="stream-categories">
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.name} />
          ))}
        </datalist>
        <Input
          label="Viewers"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.viewer_count?.message}
          {...form.register('viewer_count')}
        />
      </form>
    </Dialog>
  );
}
