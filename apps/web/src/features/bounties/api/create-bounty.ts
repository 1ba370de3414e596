import { api } from '../../../lib/api';
import { serverNow } from '../../../lib/server-clock';
import type { Bounty } from '../types';

export type NewBounty = {
  title: string;
  image: Blob;
  categories: string[];
  targetUserId?: number | null;
  bountyType: 'live' | 'video';
  requirements: string[];
  startingCc: number;
  hours: number;
};

/**
 * POST /bounty (multipart, spec 02 §7): title, description (empty), image_url (file), category (JSON list), target_user,
 * bounty_type, rules (JSON list), starting_cc, duration_end_time (now + hours). Requirements are trimmed and empty ones
 * dropped. A 400 rejects with the server's message.
 */
export async function createBounty(b: NewBounty, now = serverNow()) {
  const form = new FormData();
  form.set('title', b.title.trim());
  form.set('description', '');
  form.set('category', JSON.stringify(b.categories));
  if (b.targetUserId) form.set('target_user', String(b.targetUserId));
  form.set('bounty_type', b.bountyType);
  form.set('rules', JSON.stringify(b.requirements.map((r) => r.trim()).filter(Boolean)));
  form.set('starting_cc', String(b.startingCc));
  form.set('duration_end_time', new Date(now + b.hours * 3_600_000).toISOString());
  // The file goes last so the server has read every field before the image stream.
  form.set('image_url', b.image, 'bounty.jpg');
  const answer = await api<{ code: number; message: string; data: { bounty: Bounty } }>('/bounty', {
    method: 'POST',
    body: form,
  });
  return answer.data.bounty;
}
