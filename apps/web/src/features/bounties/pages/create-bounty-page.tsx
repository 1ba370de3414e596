import { useParams } from 'react-router';
import { useCcPerUsd } from '../../../lib/config';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { FormLoading } from '../../../ui/form/form-loading';
import styles from '../create/create.module.css';
import { CreateBountyFlow } from '../create/create-bounty-flow';
import { slugName } from '../create/use-target-prefill';

/** The create-a-bounty page (spec 02 §2): `/bounty/createbounty`, or `/bounty/createbounty/@name` to pre-fill the target. */
export function CreateBountyPage() {
  const { handle } = useParams();
  const ccPerUsd = useCcPerUsd();
  const presetTarget = slugName(handle);
  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Bounties', to: '/bounty' }, { label: 'Create a Bounty' }]}
      />
      <header>
        <h1 className={styles.title}>Create a Bounty</h1>
        <p className={styles.lead}>Set a challenge, put crowns on it, and let streamers compete to complete it.</p>
      </header>
      {ccPerUsd === undefined ? (
        <FormLoading />
      ) : (
        // A new route slug starts a new draft with its own prefill.
        <CreateBountyFlow key={presetTarget ?? ''} ccPerUsd={ccPerUsd} presetTarget={presetTarget} />
      )}
    </div>
  );
}
