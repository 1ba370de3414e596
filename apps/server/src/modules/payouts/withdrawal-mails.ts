import { PAYOUT_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../platform/mailer';
import { publicBaseUrl } from '../auth/auth-context';
import { layout } from '../auth/mail-templates';
import type { WithdrawalRow } from './withdrawal-view';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function mail(to: string, subject: string, paragraphs: string[], href: string, code?: string): Mail {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(code ? ['', code] : []),
    '',
    ...paragraphs.slice(1),
    '',
    `Open your wallet: ${href}`,
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  return { to, subject, text, html: layout(subject, paragraphs, { label: 'Open wallet', href }, code) };
}

export type WithdrawalMailKind = 'paid' | 'failed' | 'giftCard';

/** The mail of a withdrawal's outcome (a gift card's carries its code). */
export function withdrawalMail(
  to: string,
  w: WithdrawalRow,
  kind: WithdrawalMailKind,
  walletUrl: string,
  code?: string,
) {
  const what = `${w.crowns} crowns to ${w.destination}`;
  if (kind === 'giftCard')
    return mail(
      to,
      `Your ${w.destination} code`,
      [`Here is your ${dollars(w.amountCents)} ${w.destination} code:`, `It was paid with ${w.crowns} crowns.`],
      walletUrl,
      code,
    );
  if (kind === 'paid')
    return mail(
      to,
      PAYOUT_MSG.withdrawalPaid,
      [`${PAYOUT_MSG.withdrawalPaid} ${dollars(w.amountCents)} (${what}) is on its way.`],
      walletUrl,
    );
  return mail(
    to,
    PAYOUT_MSG.withdrawalFailed,
    [PAYOUT_MSG.withdrawalFailed, ...(w.message ? [`Reason: ${w.message}`] : []), `Withdrawal: ${what}.`],
    walletUrl,
  );
}

/**
 * Sends after the change committed; a failed delivery is logged, the withdrawal's state stands. Called inside a
 * caller's transaction (the sandbox sweep applies its callback in its own), the delivery is not awaited: it must not
 * hold that transaction open (PGlite has one connection, which the mailbox needs too).
 */
export async function sendWithdrawalMail(deps: AppDeps, w: WithdrawalRow, kind: WithdrawalMailKind, code?: string) {
  const [user] = await deps.database.db.select({ email: users.email }).from(users).where(eq(users.id, w.userId));
  if (!user) return;
  const delivery = deps.mailer
    .send(withdrawalMail(user.email, w, kind, `${publicBaseUrl(deps)}/wallet`, code))
    .catch((err) => deps.logger.error({ err, withdrawalId: w.id, kind }, 'withdrawal mail failed'));
  if (!(deps.database.db instanceof PgTransaction)) await delivery;
}
