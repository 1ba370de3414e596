/** The bounty board (spec 02 §2). Being built. */
export function BountyBoardPage() {
  return <h1>Bounty Board</h1>;
}
