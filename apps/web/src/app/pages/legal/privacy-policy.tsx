import { COMPANY, LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      `${COMPANY} operates Crowns and is the controller of the personal information described in this policy.`,
    ],
  },
  {
    heading: 'Information we collect',
    paragraphs: [
      'Account information: your email address, username, password (stored only as a secure hash), date of birth and profile picture.',
      'Activity: bounties and challenges you create, claim, fund or vote on; comments, reports and follows; videos and links you submit.',
      'Payments and payouts: purchase and withdrawal records, and the identity verification results and payment details our payment and verification partners return to us. We do not store full card numbers.',
      'Linked accounts: when you link Twitch, Kick, YouTube, TikTok, Google or Discord we receive your public profile, and for streaming platforms your live status and viewer counts.',
      'Technical data: IP address, device and browser type, time zone, and logs of requests to our servers.',
    ],
  },
  {
    heading: 'How we use information',
    paragraphs: [
      'To provide the Service (accounts, bounties, challenges, wallet and notifications); to keep it safe (fraud prevention, abuse detection, account security and two-factor sign-in); to meet legal obligations (tax, anti-money-laundering and sanctions rules); to provide support; and, with your consent where required, to send product updates.',
    ],
  },
  {
    heading: 'How we share information',
    paragraphs: [
      'Your username, avatar, public activity and submitted videos are visible to other users. We share information with service providers that host our infrastructure, process payments and payouts, verify identity and send email, under contracts that limit their use of it. We disclose information when required by law or to protect the rights and safety of our users. We do not sell your personal information.',
    ],
  },
  {
    heading: 'Retention',
    paragraphs: [
      'We keep account information while your account is open. Transaction records are kept for as long as financial regulations require, typically seven years. Logs are kept for a limited period for security purposes.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Depending on where you live, you may have the right to access, correct, delete or export your personal information, to object to or restrict certain processing, and to withdraw consent. California residents have the rights described in the California Consumer Privacy Act. To exercise a right, contact us at the address below; we will not discriminate against you for doing so.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We protect information with encryption in transit, hashed passwords, access controls and monitoring. No system is perfectly secure; please use a strong, unique password and keep your one-time codes private.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Crowns is only for people aged 18 or older. We do not knowingly collect information from anyone younger; if we learn we have, we delete it.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We will post any changes on this page and, if they are significant, notify you in the Service or by email before they take effect.',
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro="This policy explains what personal information Crowns collects, how we use and share it, and the choices and rights you have."
      sections={SECTIONS}
    />
  );
}
