import { SETTINGS_LIMITS } from '@crowns/contracts';
import type { Mail } from '../../platform/mailer';
import { layout } from './mail-templates';

const NOT_YOU =
  "If this wasn't you, reset your password now with 'Forgot password?' in the login dialog and contact support.";

function mail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action?: { label: string; href: string },
) {
  const text = [greeting, '', ...lines, ...(action ? ['', `${action.label}: ${action.href}`] : [])].join('\n');
  const html = layout(subject, [`${greeting} ${lines[0]}`, ...lines.slice(1)], action);
  return { to, subject, text, html } satisfies Mail;
}

export const passwordChangedMail = (to: string, username: string): Mail =>
  mail(to, 'Your Crowns password was changed', `Hi ${username},`, [
    'The password of your Crowns account was just changed. Every other device was signed out.',
    NOT_YOU,
  ]);

/** To the new address: the link that makes it the account's email. */
export const emailChangeMail = (to: string, username: string, link: string): Mail =>
  mail(
    to,
    'Confirm your new Crowns email',
    `Hi ${username},`,
    [
      'Open the link to make this address the email of your Crowns account.',
      `The link expires in ${SETTINGS_LIMITS.emailChangeTtlHours} hours and works once. Until then your email stays the same.`,
      "If you didn't ask for this, ignore this email.",
    ],
    { label: 'Confirm email', href: link },
  );

/** To the owner of an address someone asked to move another account to (the answer did not tell them). */
export const emailInUseMail = (to: string, username: string): Mail =>
  mail(to, 'Someone tried to use your email on Crowns', `Hi ${username},`, [
    'Someone asked to change the email of another Crowns account to this address. It already belongs to your account, so nothing was changed.',
    "If it wasn't you, you don't need to do anything.",
  ]);

/** To the old address once the change is done. */
export const emailChangedMail = (to: string, username: string, newEmail: string): Mail =>
  mail(to, 'Your Crowns email was changed', `Hi ${username},`, [
    `The email of your Crowns account is now ${newEmail}. This address no longer signs in.`,
    NOT_YOU,
  ]);

export const accountDeletedMail = (to: string, username: string): Mail =>
  mail(to, 'Your Crowns account was deleted', `Hi ${username},`, [
    'Your Crowns account was deleted at your request. Your open bounties were cancelled and their crowns returned to their contributors.',
    'This email address is free to register again.',
  ]);
