/** `/challenges/{slug}/{id}`; a title without letters or digits gives `/challenges/{id}`. */
export function challengeSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
export const challengePath = (c: { id: number; title?: string | null }) => {
  const slug = challengeSlug(c.title ?? '');
  return slug ? `/challenges/${slug}/${c.id}` : `/challenges/${c.id}`;
};
