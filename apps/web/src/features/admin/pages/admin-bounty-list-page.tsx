/** /admin/bounty/bountylist: review queue, user bounties, daily bounties. Being built. */
export function AdminBountyListPage() {
  return <h1>Bounties</h1>;
}
