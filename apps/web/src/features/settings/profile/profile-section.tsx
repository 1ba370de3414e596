import type { Account } from '@crowns/contracts';
import { LinkedAccounts } from './linked-accounts';
import { ProfileForm } from './profile-form';
import { ProfileImages } from './profile-images';

/** What others see on the profile: images, names and bio; and the linked accounts. */
export function ProfileSection({ account }: { account: Account }) {
  return (
    <>
      <ProfileImages account={account} />
      <ProfileForm account={account} />
      <LinkedAccounts />
    </>
  );
}
