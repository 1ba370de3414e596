/** Every settings query lives under ['settings']. The signed-in user itself is lib/current-user's currentUserKey. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** GET /setting: the notification settings and the account the page edits. */
  settings: () => ['settings', 'settings'] as const,
  /** GET /account/username-available?username=. */
  usernameAvailable: (name: string) => ['settings', 'username-available', name.toLowerCase()] as const,
  /** GET /users/linked-accounts. */
  linkedAccounts: () => ['settings', 'linked-accounts'] as const,
};
