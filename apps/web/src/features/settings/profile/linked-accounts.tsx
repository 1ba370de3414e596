import {
  LINK_PROVIDERS,
  type LinkedAccountView,
  type LinkProvider,
  PROVIDER_LABEL,
  SOCIAL_AUTH_MSG,
} from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { toastActionError } from '../../../lib/action-error';
import { ApiError } from '../../../lib/api';
import { currentUserKey } from '../../../lib/current-user';
import { startOAuth } from '../../../lib/oauth';
import { BRAND_ICON } from '../../../ui/brand-icons';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { unlinkAccount, useLinkedAccounts } from '../api/linked-accounts';
import { settingsKeys } from '../query-keys';
import styles from '../settings.module.css';

/** What unlinking takes away, said in the confirmation. */
function unlinkConsequence(provider: LinkProvider) {
  const label = PROVIDER_LABEL[provider];
  if (provider === 'youtube' || provider === 'tiktok') return `Uploading videos to ${label} needs it linked again.`;
  const signIn = `You can no longer sign in with ${label}.`;
  return provider === 'twitch' || provider === 'kick'
    ? `${signIn} Your profile stops showing this channel's live status.`
    : signIn;
}

/**
 * /settings/profile Linked accounts (decision 019): each provider this server offers, with the linked handle or
 * "Not linked". Link leaves for the provider and comes back here; Unlink asks first, and the server refuses to take
 * the account's last way to sign in.
 */
export function LinkedAccounts() {
  const query = useLinkedAccounts();
  const [starting, setStarting] = useState<LinkProvider | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedAccountView | null>(null);

  const link = async (provider: LinkProvider) => {
    setStarting(provider);
    try {
      await startOAuth(provider, 'link', '/settings/profile');
    } catch (error) {
      toastActionError(error);
      setStarting(null);
    }
  };

  const linked = new Map(query.data?.data.map((a) => [a.provider, a]));
  // A linked account stays listed (so it can be unlinked) even when its provider is no longer offered.
  const shown = LINK_PROVIDERS.filter((p) => query.data?.available.includes(p) || linked.has(p));

  return (
    <section className={styles.card} aria-labelledby="settings-linked">
      <div>
        <h2 id="settings-linked" className={styles.cardTitle}>
          <Link2 size={18} aria-hidden /> Linked accounts
        </h2>
        <p className={styles.cardLead}>
          Sign in with these accounts. Linking Twitch or Kick shows your channel's live status on your profile; YouTube
          and TikTok let you upload videos there.
        </p>
      </div>
      {query.isPending ? (
        <ul className={styles.linkList} aria-label="Loading linked accounts">
          {LINK_PROVIDERS.map((p) => (
            <li key={p} className={styles.linkRow}>
              <Skeleton width={24} height={24} circle />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError what="your linked accounts" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.linkList}>
          {shown.map((provider) => {
            const Icon = BRAND_ICON[provider];
            const label = PROVIDER_LABEL[provider];
            const account = linked.get(provider);
            return (
              <li key={provider} className={styles.linkRow} aria-label={label}>
                <span className={styles.linkIcon} aria-hidden>
                  <Icon size={22} />
                </span>
                <span className={styles.switchText}>
                  <span className={styles.switchLabel}>{label}</span>
                  <span className={styles.switchDescription}>{account ? account.handle : 'Not linked'}</span>
                </span>
                {account ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setUnlinking(account)}
                    aria-label={`Unlink ${label}`}
                  >
                    Unlink
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={starting === provider}
                    disabled={starting !== null}
                    onClick={() => void link(provider)}
                    aria-label={`Link ${label}`}
                  >
                    Link
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {unlinking ? <UnlinkDialog account={unlinking} onClose={() => setUnlinking(null)} /> : null}
    </section>
  );
}

function UnlinkDialog({ account, onClose }: { account: LinkedAccountView; onClose: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const label = PROVIDER_LABEL[account.provider];

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const res = await unlinkAccount(account.provider);
      toast.success(res.message || SOCIAL_AUTH_MSG.unlinked(label));
      void client.invalidateQueries({ queryKey: settingsKeys.linkedAccounts() });
      void client.invalidateQueries({ queryKey: currentUserKey });
      void client.invalidateQueries({ queryKey: ['profiles'] });
      onClose();
    } catch (error) {
      setBusy(false);
      // A refusal (e.g. the last way to sign in) stays in the dialog; anything else is a toast.
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toastActionError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Unlink ${label}?`}
      description={`${account.handle} will no longer be linked to your Crowns account.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} disabled={refusal !== null} onClick={confirm}>
            {busy ? 'Unlinking...' : 'Unlink'}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{unlinkConsequence(account.provider)}</p>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
    </Dialog>
  );
}
