/** `{ id, sc_username }` of a joined user, or null when the join found nobody. */
export const personRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id: String(id), sc_username: name } : null;
