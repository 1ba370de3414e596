import { ADMIN_USER_MSG, type AdminUserDetail, isAdminRole, MSG, ROLES, type Role } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../../lib/session';
import { CrownAmount } from '../../../ui';
import { Select } from '../../../ui/select';
import { useResendUserVerification } from '../api/resend-verification';
import { useChangeUserRole } from '../api/user-role';
import { errorText, formatDate, formatDateTime, isHandled } from '../format';
import { useCanWrite } from '../use-admin-access';
import { DrawerBlock } from './drawer-block';
import { GuardedButton } from './guarded-button';
import { roleLabel } from './user-badges';
import styles from './user-drawer.module.css';
import type { UserAction } from './users-table';

type Props = { detail: AdminUserDetail; onSuspend: (user: AdminUserDetail['user'], action: UserAction) => void };

const toastError = (error: unknown) => {
  if (!isHandled(error)) toast.error(errorText(error));
};

/** Profile facts, wallet, suspension, role and verification of one account. */
export function UserDrawerOverview({ detail, onSuspend }: Props) {
  const { user, wallet, lastSuspension } = detail;
  const self = useSession()?.userId === user.id;
  const canWrite = useCanWrite();
  const [role, setRole] = useState<Role>(user.role);
  const changeRole = useChangeUserRole();
  const resend = useResendUserVerification();
  const rate = wallet.cc_per_usd;

  return (
    <div>
      <DrawerBlock id="drawer-profile" title="Profile">
        <dl className={styles.facts}>
          <dt>User id</dt>
          <dd>{user.id}</dd>
          <dt>Display name</dt>
          <dd>{user.display_name ?? '—'}</dd>
          <dt>Bio</dt>
          <dd>{user.bio || '—'}</dd>
          <dt>Birthdate</dt>
          <dd>{user.birthdate ?? '—'}</dd>
          <dt>Time zone</dt>
          <dd>{user.time_zone ?? '—'}</dd>
          <dt>Streamer</dt>
          <dd>{user.is_streamer ? 'Yes' : 'No'}</dd>
          <dt>Joined</dt>
          <dd>{formatDate(user.createdAt)}</dd>
          {user.deleted ? (
            <>
              <dt>Account</dt>
              <dd>{ADMIN_USER_MSG.accountDeleted}</dd>
            </>
          ) : null}
        </dl>
      </DrawerBlock>

      <DrawerBlock id="drawer-wallet" title="Wallet">
        <div className={styles.money}>
          <div className={styles.moneyCell}>
            <span className={styles.moneyLabel}>Balance</span>
            <CrownAmount crowns={wallet.balance} ccPerUsd={rate} />
          </div>
          <div className={styles.moneyCell}>
            <span className={styles.moneyLabel}>Withdrawable</span>
            <CrownAmount crowns={wallet.withdrawable} ccPerUsd={rate} />
          </div>
        </div>
      </DrawerBlock>

      <DrawerBlock id="drawer-suspension" title="Suspension">
        {lastSuspension ? (
          <p className={styles.note}>
            {lastSuspension.active ? 'Suspended' : 'Last suspended'} {formatDateTime(lastSuspension.at)}
            {lastSuspension.by ? ` by ${lastSuspension.by.sc_username}` : ''}
            {lastSuspension.reason ? `: “${lastSuspension.reason}”` : ' (no reason given)'}
          </p>
        ) : (
          <p className={styles.note}>Never suspended.</p>
        )}
        <div className={styles.row}>
          {user.suspended ? (
            <GuardedButton size="sm" variant="secondary" onClick={() => onSuspend(user, 'unsuspend')}>
              Unsuspend
            </GuardedButton>
          ) : isAdminRole(user.role) || self ? (
            <p className={styles.note}>{self ? MSG.cannotSuspendSelf : MSG.cannotSuspendAdmin}</p>
          ) : (
            <GuardedButton size="sm" variant="danger" onClick={() => onSuspend(user, 'suspend')}>
              Suspend
            </GuardedButton>
          )}
        </div>
      </DrawerBlock>

      <DrawerBlock id="drawer-role" title="Role">
        {self ? (
          <p className={styles.note}>{ADMIN_USER_MSG.cannotChangeOwnRole}</p>
        ) : (
          <div className={styles.row}>
            <Select
              label="New role"
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              disabled={user.deleted || !canWrite}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </Select>
            <GuardedButton
              size="sm"
              variant="secondary"
              disabled={role === user.role || user.deleted}
              loading={changeRole.isPending}
              onClick={() =>
                changeRole.mutate(
                  { id: user.id, role },
                  { onSuccess: (answer) => toast.success(answer.message), onError: toastError },
                )
              }
            >
              {changeRole.isPending ? 'Saving...' : 'Change role'}
            </GuardedButton>
          </div>
        )}
        <p className={styles.note}>
          A role change ends the account's sessions; admins sign in again with a one-time code.
        </p>
      </DrawerBlock>

      <DrawerBlock id="drawer-verification" title="Email verification">
        {user.isVerified ? (
          <p className={styles.note}>Verified.</p>
        ) : (
          <div className={styles.row}>
            <p className={styles.note}>Not verified yet.</p>
            <GuardedButton
              size="sm"
              variant="secondary"
              disabled={user.deleted}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(user.id, { onSuccess: (answer) => toast.success(answer.message), onError: toastError })
              }
            >
              {resend.isPending ? 'Sending...' : 'Resend verification'}
            </GuardedButton>
          </div>
        )}
      </DrawerBlock>
    </div>
  );
}
