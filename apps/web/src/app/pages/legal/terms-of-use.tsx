import { COMPANY, LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Acceptance of these Terms',
    paragraphs: [
      `These Terms of Use ("Terms") are a binding agreement between you and ${COMPANY} ("Crowns", "we", "us") governing your use of the Crowns website, applications and services (the "Service"). By creating an account or using the Service you accept these Terms, our Privacy Policy and our Acceptable Use Policy. If you do not agree, do not use the Service.`,
    ],
  },
  {
    heading: 'Eligibility and accounts',
    paragraphs: [
      'You must be at least 18 years old and able to form a binding contract to use the Service. You may hold one account. You are responsible for the accuracy of the information you provide, for keeping your password and one-time codes confidential, and for all activity under your account.',
      'You may sign in with a supported third-party account (such as Google, Twitch, Kick or Discord). Your use of those services is governed by their own terms.',
    ],
  },
  {
    heading: 'Crowns',
    paragraphs: [
      'Crowns are a limited, non-transferable license to use a virtual currency within the Service. Crowns are not money, do not earn interest and are not a deposit. The dollar value shown next to an amount is calculated at the crowns-per-dollar rate published in the Service at that time.',
      'Purchases of crowns are final except where a refund is required by law or expressly offered by us. We may correct balances that result from errors, fraud or chargebacks.',
    ],
  },
  {
    heading: 'Bounties and challenges',
    paragraphs: [
      'When you create a bounty or contribute to one, the crowns involved are held until the bounty is completed, fails or is cancelled. On approval of a submission they are paid to the claimer, less any disclosed platform fee; otherwise they are returned to the contributors. Cancelling a bounty may carry a deletion fee shown before you confirm.',
      'Challenge prizes are awarded to the response with the most upvotes when the challenge ends. We may disqualify responses or votes that break these Terms or our Acceptable Use Policy, including votes from fake or coordinated accounts.',
      'Submissions are reviewed for compliance with the bounty requirements. Our review decision is final, subject to the dispute process in section 9.',
    ],
  },
  {
    heading: 'Withdrawals',
    paragraphs: [
      'Crowns you have won may be withdrawn to a bank account, debit card or gift card, subject to minimum amounts, identity verification, sanctions screening and the fees shown at the time of withdrawal. We may delay or refuse a withdrawal we reasonably believe is connected to fraud or a breach of these Terms.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep ownership of videos, comments and other content you post. You grant Crowns a worldwide, non-exclusive, royalty-free license to host, display, reproduce and distribute that content in connection with operating and promoting the Service. You confirm that you have all rights needed to grant this license and that your content complies with our Acceptable Use Policy.',
    ],
  },
  {
    heading: 'Suspension and termination',
    paragraphs: [
      'We may suspend or close accounts that breach these Terms, create risk for other users or for Crowns, or that we are required to close by law. A suspended account cannot use the Service. Where permitted by law, crowns obtained through a breach may be forfeited; any remaining lawfully earned balance will be handled as described in our support policy.',
    ],
  },
  {
    heading: 'Disclaimers and limitation of liability',
    paragraphs: [
      'The Service is provided "as is" and "as available". To the fullest extent permitted by law, Crowns disclaims all implied warranties, and its total liability for any claim relating to the Service is limited to the greater of the amount you paid to Crowns in the twelve months before the claim or one hundred US dollars. Crowns is not liable for indirect, incidental or consequential damages.',
    ],
  },
  {
    heading: 'Disputes and governing law',
    paragraphs: [
      'Please contact support first; most issues are resolved quickly. These Terms are governed by the laws of the State of California, without regard to conflict-of-laws rules. Any dispute that cannot be resolved informally will be decided by the state or federal courts located in San Francisco County, California, unless applicable law gives you the right to bring a claim elsewhere.',
    ],
  },
  {
    heading: 'Changes to these Terms',
    paragraphs: [
      'We may update these Terms. If a change is material we will notify you in the Service or by email before it takes effect. Continuing to use the Service after the effective date means you accept the updated Terms.',
    ],
  },
];

export function TermsOfUsePage() {
  return (
    <LegalLayout
      title="Terms of Use"
      intro="Please read these Terms carefully. They explain your rights and obligations when you use Crowns, including how crowns, bounties, challenges and withdrawals work."
      sections={SECTIONS}
    />
  );
}
