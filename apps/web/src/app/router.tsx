import { LINK_PROVIDERS } from '@crowns/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireSession } from './guards';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import { RootLayout } from './shell/root-layout';

type Loaded = { [name: string]: unknown };

/** A code-split route: `page(() => import('./x'), 'XPage')` loads the module on first visit. */
const page =
  <M extends Loaded>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as ComponentType });

const legal = () => import('./pages/legal');
const auth = () => import('../features/auth');
const wallet = () => import('../features/wallet');
const admin = () => import('../features/admin');
const bounties = () => import('../features/bounties');
const challenges = () => import('../features/challenges');
const settings = () => import('../features/settings');
const profiles = () => import('../features/profiles');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // A pathless route so a page's error and the first page's loading render inside the shell.
      { errorElement: <RouteError />, HydrateFallback: PageLoading, children: pages() },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('./pages/home/home-page'), 'HomePage') },
    { path: 'challenges', lazy: page(challenges, 'ChallengesPage') },
    { path: 'challenges/:id', lazy: page(challenges, 'ChallengeDetailPage') },
    { path: 'challenges/:slug/:id', lazy: page(challenges, 'ChallengeDetailPage') },
    // Pages that need an account (spec 01 §2, §6); /bountyboard is the board's other path.
    {
      element: <RequireSession />,
      children: [
        { path: 'bounty', lazy: page(bounties, 'BountyBoardPage') },
        { path: 'bountyboard', lazy: page(bounties, 'BountyBoardPage') },
        { path: 'bounty/createbounty', lazy: page(bounties, 'CreateBountyPage') },
        { path: 'bounty/createbounty/:handle', lazy: page(bounties, 'CreateBountyPage') },
        { path: 'challenges/create', lazy: page(challenges, 'CreateChallengePage') },
        { path: 'wallet', lazy: page(wallet, 'WalletPage') },
        { path: 'dashboard', lazy: page(bounties, 'DashboardPage') },
        { path: 'settings/profile', lazy: page(settings, 'SettingsPage') },
        { path: 'streamManager/:handle', lazy: page(profiles, 'StreamManagerPage') },
      ],
    },
    { path: 'category', lazy: page(bounties, 'CategoryPage') },
    { path: 'leaderboard', lazy: page(() => import('../features/leaderboard'), 'LeaderboardPage') },
    { path: 'profile/:id', lazy: page(profiles, 'ProfileByIdPage') },
    { path: 'how-it-works', lazy: page(() => import('./pages/how-it-works-page'), 'HowItWorksPage') },
    { path: 'terms-of-use', lazy: page(legal, 'TermsOfUsePage') },
    { path: 'privacy-policy', lazy: page(legal, 'PrivacyPolicyPage') },
    { path: 'acceptable-use-policy', lazy: page(legal, 'AcceptableUsePage') },
    { path: 'earnings-disclaimer', lazy: page(legal, 'EarningsDisclaimerPage') },
    { path: 'login', lazy: page(() => import('./pages/login-page'), 'LoginPage') },
    { path: 'reset-password', lazy: page(auth, 'ResetPasswordPage') },
    { path: 'verify-email', lazy: page(auth, 'VerifyEmailPage') },
    // The email-change link may be opened on any device, signed in or not.
    { path: 'settings/confirm-email', lazy: page(settings, 'ConfirmEmailPage') },
    ...LINK_PROVIDERS.map((p) => ({
      path: `auth/${p}authcallback`,
      lazy: page(auth, 'SocialCallbackPage'),
    })),
    {
      path: 'admin',
      element: <RequireAdmin />,
      children: [
        { path: 'dashboard', lazy: page(admin, 'AdminDashboardPage') },
        { path: 'userssetting', lazy: page(admin, 'AdminUsersPage') },
        { path: 'featuredchallenge', lazy: page(admin, 'AdminFeaturedChallengePage') },
        { path: 'bounty/bountylist', lazy: page(admin, 'AdminBountyListPage') },
        { path: 'promotion', lazy: page(admin, 'AdminPromotionPage') },
        { path: 'payouts', lazy: page(admin, 'AdminPayoutsPage') },
        { path: 'logs', lazy: page(admin, 'AdminLogsPage') },
        { path: 'reports', lazy: page(admin, 'AdminReportsPage') },
        { path: 'settings', lazy: page(admin, 'AdminSettingsPage') },
      ],
    },
    // React Router cannot match '/@:name', so '/:handle' renders the profile for '@name' and 404 otherwise.
    { path: ':handle', lazy: page(profiles, 'ProfilePage') },
    { path: ':handle/bounty', lazy: page(profiles, 'HandleBountyPage') },
    { path: ':handle/board', lazy: page(profiles, 'HandleBountyPage') },
    { path: '*', lazy: page(() => import('./pages/not-found-page'), 'NotFoundPage') },
  ];
}

export const router = createBrowserRouter(routes);
