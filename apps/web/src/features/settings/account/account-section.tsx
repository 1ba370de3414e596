import type { Account } from '@crowns/contracts';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Password, email, sessions, data export and the danger zone. */
export function AccountSection({ account }: { account: Account }) {
  return (
    <>
      <ChangePasswordForm />
      <ChangeEmailForm account={account} />
      <SignOutEverywhere />
      <ExportData userId={account.id} />
      <DeleteAccount />
    </>
  );
}
