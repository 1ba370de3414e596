import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Scope',
    paragraphs: [
      'This Acceptable Use Policy applies to everything you do on Crowns: bounties and their requirements, challenge responses, videos, comments, profile content, reports and messages. It forms part of our Terms of Use.',
    ],
  },
  {
    heading: 'Safety first',
    paragraphs: [
      'Do not create, claim or submit a bounty or challenge that involves a risk of physical harm to anyone, dangerous stunts, weapons, drugs or alcohol consumption, driving while distracted, or self-harm. Do not encourage anyone else to do so.',
    ],
  },
  {
    heading: 'Prohibited content',
    paragraphs: [
      'No content that is illegal, sexually explicit, involves minors in any way, promotes hate or violence against people based on protected characteristics, harasses or bullies anyone, or reveals someone’s private information without consent.',
      'No content you do not have the rights to use, including copyrighted music, clips or footage belonging to others beyond what the law allows.',
    ],
  },
  {
    heading: 'Respect for streamers and audiences',
    paragraphs: [
      'Targeted bounties must respect the streamer’s own platform rules and community guidelines. Streamers are never obliged to accept a bounty. Do not pressure, spam or threaten a streamer or their community to claim one.',
    ],
  },
  {
    heading: 'Fair play',
    paragraphs: [
      'Do not manipulate votes or outcomes: no fake or duplicate accounts, vote trading, bots, or coordinated inauthentic activity. Do not submit videos you did not make for a bounty, reuse another person’s submission, or misrepresent that a task was completed.',
    ],
  },
  {
    heading: 'Payments integrity',
    paragraphs: [
      'Do not use stolen payment methods, launder money, evade sanctions, abuse promo codes or chargebacks, or move crowns between accounts to get around limits or identity checks.',
    ],
  },
  {
    heading: 'Platform security',
    paragraphs: [
      'Do not attempt to access accounts or data that are not yours, probe or disrupt our systems, scrape the Service at scale, or interfere with other users’ use of it.',
    ],
  },
  {
    heading: 'Enforcement and reporting',
    paragraphs: [
      'We may remove content, cancel bounties, void votes, withhold payouts connected to a violation, and suspend or close accounts. Use the Report option on any bounty, comment, response or profile to tell us about a problem; reports are reviewed by our team.',
    ],
  },
];

export function AcceptableUsePage() {
  return (
    <LegalLayout
      title="Acceptable Use Policy"
      intro="Crowns works because people can trust that bounties are safe, fair and paid. These rules keep it that way."
      sections={SECTIONS}
    />
  );
}
