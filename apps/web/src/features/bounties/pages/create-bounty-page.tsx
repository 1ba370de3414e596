/** The create-a-bounty page (spec 02 §2). Being built. */
export function CreateBountyPage() {
  return <h1>Create a Bounty</h1>;
}
