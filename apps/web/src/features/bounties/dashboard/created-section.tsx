import { useSession } from '../../../lib/session';
import { STATUS_TABS, TableSection } from './table-section';

/** 'My Created Bounties' with the table tab bar (default available); a click opens the creator's view. */
export function CreatedSection() {
  const session = useSession();
  if (!session) return null;
  return (
    <TableSection
      id="created-bounties-title"
      title="My Created Bounties"
      description="Follow and manage the bounties you posted."
      tabs={STATUS_TABS}
      defaultTab="available"
      filter={{ user_id: session.userId }}
      emptyHint="Bounties you create show up here with their status."
    />
  );
}
