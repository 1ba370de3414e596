import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { isNotFound, useProfileById } from '../api/get-profile';
import styles from '../components/profile.module.css';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileNotFound } from './profile-not-found';

/** '/profile/{id}' (a follow notification's fallback): fetches the user and replaces the URL with '/@name'. */
export function ProfileByIdPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const query = useProfileById(id);
  if (!valid) return <ProfileNotFound />;
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <ProfileNotFound />
    ) : (
      <div className={styles.page}>
        <LoadError what="this profile" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  return <Navigate to={`/@${query.data.sc_username}`} replace />;
}
