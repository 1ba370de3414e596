import { TableSection, type TableTab } from './table-section';

/** Spec 02 §2: tabs 'In Review', 'completed', 'failed', default completed. */
export const ACTIVITY_TABS: TableTab[] = [
  { value: 'submitted', label: 'In Review' },
  { value: 'completed', label: 'completed' },
  { value: 'failed', label: 'failed' },
];

/** 'Bounty Activity': my bounties (created or claimed) in review, completed or failed. */
export function ActivitySection() {
  return (
    <TableSection
      id="bounty-activity-title"
      title="Bounty Activity"
      description="Bounties you created or claimed that are in review or finished."
      tabs={ACTIVITY_TABS}
      defaultTab="completed"
      filter={{ mine: true }}
      emptyHint="Bounties you created or claimed show up here once they reach this stage."
    />
  );
}
