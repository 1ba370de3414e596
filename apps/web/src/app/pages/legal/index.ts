export { AcceptableUsePage } from './acceptable-use-policy';
export { EarningsDisclaimerPage } from './earnings-disclaimer';
export { PrivacyPolicyPage } from './privacy-policy';
export { TermsOfUsePage } from './terms-of-use';
