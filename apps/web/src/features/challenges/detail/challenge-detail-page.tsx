import { useParams } from 'react-router';

/** /challenges/{slug}/{id} and /challenges/{id}: one challenge (issue 11). Filled in by the detail page work. */
export function ChallengeDetailPage() {
  const { id } = useParams();
  return <h1>Challenge {id}</h1>;
}
