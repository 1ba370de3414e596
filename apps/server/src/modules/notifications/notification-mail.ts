import {
  EMAIL_CATEGORIES,
  type EmailCategory,
  emailCategoryOf,
  type NotificationView,
  RT_EVENTS,
} from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { userSettings, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../platform/mailer';
import { publicBaseUrl } from '../auth/auth-context';
import { layout } from '../auth/mail-templates';

/** The page a notification opens in the web app. */
function pathOf(n: NotificationView) {
  if (n.data.challenge) return `/challenges/${n.data.challenge.id}`;
  if (n.data.bounty) return `/?bountyId=${n.data.bounty.id}`;
  const who = n.data.followedBy ?? n.data.user;
  return who ? `/@${encodeURIComponent(who.sc_username)}` : '/';
}

export function notificationMail(to: string, n: NotificationView, category: EmailCategory, baseUrl: string): Mail {
  const href = `${baseUrl}${pathOf(n)}`;
  const settings = `${baseUrl}/settings/profile`;
  const why = `You get this email for "${EMAIL_CATEGORIES[category].label}". Turn it off in your settings: ${settings}`;
  const text = [n.message, '', `Open: ${href}`, '', why].join('\n');
  const html = layout(n.title, [n.message, why], { label: 'Open Crowns', href });
  return { to, subject: n.title, text, html };
}

/**
 * Mails a published `new-notification` to its receiver when its category mails at all and the receiver has email
 * notifications and that category on (a category never set is on). Runs after commit from the outbox publisher, so a
 * rolled-back change mails nothing; a failed delivery is logged and never blocks the realtime delivery.
 */
export function notificationMailer(deps: AppDeps) {
  const baseUrl = publicBaseUrl(deps);
  async function deliver(n: NotificationView, category: EmailCategory) {
    const [row] = await deps.database.db
      .select({
        email: users.email,
        isVerified: users.isVerified,
        deletedAt: users.deletedAt,
        suspendedAt: users.suspendedAt,
        on: userSettings.emailNotifications,
        prefs: userSettings.emailPrefs,
      })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, n.user_id));
    if (!row?.isVerified || row.deletedAt || row.suspendedAt) return;
    if (row.on === false || row.prefs?.[category] === false) return;
    await deps.mailer.send(notificationMail(row.email, n, category, baseUrl));
  }
  return (name: string, payload: unknown) => {
    if (name !== RT_EVENTS.newNotification) return;
    const n = payload as NotificationView;
    const category = emailCategoryOf(n.notification_type, n.data?.role);
    if (!category) return;
    deliver(n, category).catch((err) =>
      deps.logger.error({ err, notificationId: n.id, userId: n.user_id }, 'notification mail failed'),
    );
  };
}
