import type { Account } from '@crowns/contracts';
import { ProfileForm } from './profile-form';
import { ProfileImages } from './profile-images';

/** What others see on the profile: images, names and bio. */
export function ProfileSection({ account }: { account: Account }) {
  return (
    <>
      <ProfileImages account={account} />
      <ProfileForm account={account} />
    </>
  );
}
