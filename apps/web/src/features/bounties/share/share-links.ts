/** The share link of a bounty (spec 02 §2 route table: /?bountyId={id}). */
export const bountyShareUrl = (id: number, origin = window.location.origin) => `${origin}/?bountyId=${id}`;
