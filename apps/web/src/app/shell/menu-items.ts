import {
  Banknote,
  BookOpen,
  ClipboardList,
  Flag,
  Gauge,
  Home,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Radio,
  ScrollText,
  Settings,
  Star,
  Swords,
  Target,
  User,
  Users,
  Wallet,
} from 'lucide-react';

export type MenuEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Reachable without logging in (spec 01 §2: only How it Works). */
  public?: boolean;
  /** Matches nested paths too (e.g. /challenges/12). */
  prefix?: boolean;
};

/**
 * The user menu of spec 01 §2. Signed in, Profile and Stream Manager need a username (spec 01 §2, §6); logged out,
 * Profile still shows and, like every item but How it Works, asks to log in.
 */
export function userMenu(username: string | null | undefined, loggedIn: boolean): MenuEntry[] {
  const entries: MenuEntry[] = [
    { label: 'Home', to: '/', icon: Home },
    { label: 'Challenges', to: '/challenges', icon: Swords, prefix: true },
    { label: 'Bounties', to: '/bounty', icon: Target, prefix: true },
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    { label: 'Wallet', to: '/wallet', icon: Wallet },
  ];
  if (username) {
    entries.push({ label: 'Profile', to: `/@${username}`, icon: User });
    entries.push({ label: 'Stream Manager', to: `/streamManager/@${username}`, icon: Radio });
  }
  // Logged out the click opens the login dialog; the target only has to differ from /login so it isn't shown active there.
  else if (!loggedIn) entries.push({ label: 'Profile', to: '/settings/profile', icon: User });
  entries.push({ label: 'How it Works', to: '/how-it-works', icon: BookOpen, public: true });
  return entries;
}

export const SETTINGS_ENTRY: MenuEntry = { label: 'Settings', to: '/settings/profile', icon: Settings };

/** The admin menu, built from the admin routes of spec 01 §2. */
export const ADMIN_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: Gauge },
  { label: 'Users', to: '/admin/userssetting', icon: Users },
  { label: 'Featured Challenge', to: '/admin/featuredchallenge', icon: Star },
  { label: 'Bounties', to: '/admin/bounty/bountylist', icon: ClipboardList },
  { label: 'Promotion', to: '/admin/promotion', icon: Megaphone },
  { label: 'Payouts', to: '/admin/payouts', icon: Banknote },
  { label: 'Reports', to: '/admin/reports', icon: Flag },
  { label: 'Logs', to: '/admin/logs', icon: ScrollText },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
