import { COMPANY, LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'No guarantee of earnings',
    paragraphs: [
      `${COMPANY} makes no promise that you will earn any amount by using Crowns. Whether you earn depends on the bounties and challenges available, on other users, on your own effort and skill, and on review decisions. Most users earn little or nothing.`,
    ],
  },
  {
    heading: 'Examples are not typical',
    paragraphs: [
      'Any amounts shown on leaderboards, completed-bounty tiles, profiles or in marketing are individual results of particular users. They are not typical and are not a prediction of what you will earn.',
    ],
  },
  {
    heading: 'Crowns and their dollar value',
    paragraphs: [
      'Rewards are paid in crowns. The dollar amount shown beside a reward is an estimate at the current crowns-per-dollar rate, which may change. The amount you actually receive on withdrawal is reduced by any transaction fees and depends on the rate and payout method at that time.',
    ],
  },
  {
    heading: 'Not employment or investment',
    paragraphs: [
      'Completing bounties or challenges does not make you an employee, contractor or agent of Crowns. Crowns are not an investment and should not be bought in the expectation of profit.',
    ],
  },
  {
    heading: 'Taxes',
    paragraphs: [
      'You are responsible for reporting and paying any taxes on your earnings. We may be required to collect tax information and to report payouts to tax authorities.',
    ],
  },
  {
    heading: 'Spend responsibly',
    paragraphs: [
      'Only fund bounties with money you can afford to spend on entertainment. If you feel you are spending more than you intended, contact support and we can help you set limits on your account.',
    ],
  },
];

export function EarningsDisclaimerPage() {
  return (
    <LegalLayout
      title="Earnings Disclaimer"
      intro="Please read this disclaimer before creating, funding or completing bounties and challenges on Crowns."
      sections={SECTIONS}
    />
  );
}
