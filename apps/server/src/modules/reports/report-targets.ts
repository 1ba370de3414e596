import type { ReportModel, ReportTarget } from '@crowns/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties, challengeResponses, comments, users } from '../../db/schema';

/** Previews are cut to this many characters. */
const PREVIEW_MAX = 140;

export const shortPreview = (text: string) =>
  text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : text;

type Found = Map<number, { preview: string; link: string | null; removed?: boolean }>;
type Loader = (tx: DbOrTx, ids: number[]) => Promise<Found>;

const bountyLink = (id: number) => `/?bountyId=${id}`;
const challengeLink = (id: number) => `/challenges/${id}`;

async function responseChallenges(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { title: string; challengeId: number }>();
  const rows = await tx
    .select({ id: challengeResponses.id, title: challengeResponses.title, challengeId: challengeResponses.challengeId })
    .from(challengeResponses)
    .where(inArray(challengeResponses.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One batch loader per kind of reported thing: the preview an admin reads and where the thing lives. */
const loaders: Record<ReportModel, Loader> = {
  bounty: async (tx, ids) => {
    const rows = await tx
      .select({ id: bounties.id, title: bounties.title, deletedAt: bounties.deletedAt })
      .from(bounties)
      .where(inArray(bounties.id, ids));
    return new Map(
      rows.map((b) => [
        b.id,
        { preview: b.title, link: b.deletedAt ? null : bountyLink(b.id), removed: !!b.deletedAt },
      ]),
    );
  },
  user: async (tx, ids) => {
    const rows = await tx.select({ id: users.id, name: users.scUsername }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((u) => [u.id, { preview: `@${u.name}`, link: `/@${u.name}` }]));
  },
  comment: async (tx, ids) => {
    const rows = await tx
      .select({ id: comments.id, content: comments.content, type: comments.moduleType, moduleId: comments.moduleId })
      .from(comments)
      .where(inArray(comments.id, ids));
    const responses = await responseChallenges(
      tx,
      rows.filter((c) => c.type === 'challenge_response').map((c) => c.moduleId),
    );
    return new Map(
      rows.map((c) => {
        const challengeId = responses.get(c.moduleId)?.challengeId;
        const link =
          c.type === 'bounty' ? bountyLink(c.moduleId) : challengeId === undefined ? null : challengeLink(challengeId);
        return [c.id, { preview: c.content, link }];
      }),
    );
  },
  challenge_response: async (tx, ids) => {
    const responses = await responseChallenges(tx, ids);
    return new Map([...responses].map(([id, r]) => [id, { preview: r.title, link: challengeLink(r.challengeId) }]));
  },
};

export type TargetKey = { model: ReportModel; id: number };
const keyOf = (t: TargetKey) => `${t.model}:${t.id}`;

/**
 * The targets of a page of reports, loaded with one query per kind. A thing that is gone (a hidden comment, a
 * deleted bounty) keeps the preview saved when it was acted on, if any, and has no link.
 */
export async function loadTargets(
  tx: DbOrTx,
  keys: TargetKey[],
  savedPreview: (key: TargetKey) => string | null,
): Promise<(key: TargetKey) => ReportTarget> {
  const byModel = new Map<ReportModel, number[]>();
  for (const k of keys) byModel.set(k.model, [...(byModel.get(k.model) ?? []), k.id]);
  const found = new Map<string, { preview: string; link: string | null; removed?: boolean }>();
  for (const [model, ids] of byModel) {
    const rows = await loaders[model](tx, [...new Set(ids)]);
    for (const [id, row] of rows) found.set(keyOf({ model, id }), row);
  }
  return (key) => {
    const row = found.get(keyOf(key));
    if (!row) {
      const saved = savedPreview(key);
      return { preview: saved === null ? null : shortPreview(saved), link: null, removed: true };
    }
    return { preview: shortPreview(row.preview), link: row.link, removed: row.removed ?? false };
  };
}

/** The full text of one target (saved with the decision, so it can still be shown once the thing is gone). */
export async function targetText(tx: DbOrTx, key: TargetKey) {
  const rows = await loaders[key.model](tx, [key.id]);
  return rows.get(key.id)?.preview ?? null;
}
