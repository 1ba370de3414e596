import { useCcPerUsd } from '../../../lib/config';
import { Breadcrumb } from '../../../ui/breadcrumb';
import form from '../../../ui/form/create-form.module.css';
import { FormLoading } from '../../../ui/form/form-loading';
import { CreateChallengeFlow } from './create-challenge-flow';

/** /challenges/create (needs a session, like /bounty/createbounty). */
export function CreateChallengePage() {
  const ccPerUsd = useCcPerUsd();
  return (
    <div className={form.page}>
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Challenges', to: '/challenges' },
          { label: 'Create a Challenge' },
        ]}
      />
      <header>
        <h1 className={form.title}>Create a Challenge</h1>
        <p className={form.lead}>
          Set the task and the prize; creators respond with videos and the most upvoted one wins.
        </p>
      </header>
      {ccPerUsd === undefined ? <FormLoading /> : <CreateChallengeFlow ccPerUsd={ccPerUsd} />}
    </div>
  );
}
