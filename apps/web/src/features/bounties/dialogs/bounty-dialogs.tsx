/** Every bounty dialog, mounted once by the shell, plus the ?bountyId= deep link. Being built. */
export function BountyDialogs() {
  return null;
}
