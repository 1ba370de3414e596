import type { ChallengeType } from '@crowns/contracts';
import { api } from '../../../lib/api';
import type { Challenge } from '../types';

export type NewChallenge = {
  title: string;
  description: string;
  image: Blob;
  category: string;
  type: ChallengeType;
  rules: string[];
  prizeCc: number;
  /** null starts it now. */
  start: Date | null;
  end: Date;
};

/**
 * POST /challenge (multipart): title, description, category, type, rules (JSON list), prize_cc,
 * duration_start_time (none: now), duration_end_time, image_url (file, last). Rules are trimmed and empty ones dropped. A 400
 * rejects with the server's message.
 */
export async function createChallenge(c: NewChallenge) {
  const form = new FormData();
  form.set('title', c.title.trim());
  form.set('description', c.description.trim());
  form.set('category', c.category);
  form.set('type', c.type);
  form.set('rules', JSON.stringify(c.rules.map((r) => r.trim()).filter(Boolean)));
  form.set('prize_cc', String(c.prizeCc));
  // Without a start the server starts it now (its clock, not this one).
  if (c.start) form.set('duration_start_time', c.start.toISOString());
  form.set('duration_end_time', c.end.toISOString());
  // The file goes last so the server has read every field before the image stream.
  form.set('image_url', c.image, 'challenge.jpg');
  const answer = await api<{ message: string; challenge?: Challenge; data?: { challenge: Challenge } }>('/challenge', {
    method: 'POST',
    body: form,
  });
  const created = answer.challenge ?? answer.data?.challenge;
  if (!created) throw new Error(answer.message);
  return created;
}
