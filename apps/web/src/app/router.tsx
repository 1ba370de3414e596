import { LINK_PROVIDERS } from '@crowns/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchBoard } from '../features/bounties/board/board-queries';
import { prefetchWalletPage } from '../features/wallet/api/wallet-page-calls';
import { markFirstPageLoaded } from '../lib/after-first-page';
import { getSession } from '../lib/session';
import { RequireAdmin, RequireSession } from './guards';
import { PageLoading } from './page-loading';
import { HomePage } from './pages/home/home-page';
import { queryClient } from './query-client';
import { RouteError } from './route-error';
import { RootLayout } from './shell/root-layout';

type Loaded = { [name: string]: unknown };

/** A code-split route: `page(() => import('./x'), 'XPage')` loads the module on first visit. */
const page =
  <M extends Loaded>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as ComponentType });

// Each page is imported from its own module, not its feature's index: a page's chunk then holds that page, not
// every page and dialog of the feature (the board loaded the create flow and its image cropper).
const legal = () => import('./pages/legal');

const admin = () => import('../features/admin');

/** A loader that only starts a page's calls, for a session (RequireSession lets only a session see the page). */
const startCalls = (prefetch: (client: QueryClient) => void, client: QueryClient) => () => {
  if (getSession()) prefetch(client);
  return null;
};

/** The app's routes; loaders that start a page's calls early fill `client`. */
export const routesFor = (client: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // A pathless route so a page's error and the first page's loading render inside the shell.
      { errorElement: <RouteError />, HydrateFallback: PageLoading, children: pages(client) },
    ],
  },
];

function pages(client: QueryClient): RouteObject[] {
  return [
    // The home page is in the first bundle: most visits land on it, and its hero, the largest paint, then needs no
    // second round trip (Lighthouse mobile, decision 030).
    { index: true, Component: HomePage },
    { path: 'challenges', lazy: page(() => import('../features/challenges/list/challenges-page'), 'ChallengesPage') },
    {
      path: 'challenges/:id',
      lazy: page(() => import('../features/challenges/detail/challenge-detail-page'), 'ChallengeDetailPage'),
    },
    {
      path: 'challenges/:slug/:id',
      lazy: page(() => import('../features/challenges/detail/challenge-detail-page'), 'ChallengeDetailPage'),
    },
    // Pages that need an account (spec 01 §2, §6); /bountyboard is the board's other path.
    {
      element: <RequireSession />,
      children: [
        ...['bounty', 'bountyboard'].map((path) => ({
          path,
          loader: startCalls(prefetchBoard, client),
          lazy: page(() => import('../features/bounties/pages/board-page'), 'BountyBoardPage'),
        })),
        {
          path: 'bounty/createbounty',
          lazy: page(() => import('../features/bounties/pages/create-bounty-page'), 'CreateBountyPage'),
        },
        {
          path: 'bounty/createbounty/:handle',
          lazy: page(() => import('../features/bounties/pages/create-bounty-page'), 'CreateBountyPage'),
        },
        {
          path: 'challenges/create',
          lazy: page(() => import('../features/challenges/create/create-challenge-page'), 'CreateChallengePage'),
        },
        {
          path: 'wallet',
          loader: startCalls(prefetchWalletPage, client),
          lazy: page(() => import('../features/wallet/components/wallet-page'), 'WalletPage'),
        },
        { path: 'dashboard', lazy: page(() => import('../features/bounties/pages/dashboard-page'), 'DashboardPage') },
        { path: 'settings/profile', lazy: page(() => import('../features/settings/settings-page'), 'SettingsPage') },
        {
          path: 'streamManager/:handle',
          lazy: page(() => import('../features/profiles/pages/stream-manager-page'), 'StreamManagerPage'),
        },
      ],
    },
    { path: 'category', lazy: page(() => import('../features/bounties/pages/category-page'), 'CategoryPage') },
    { path: 'leaderboard', lazy: page(() => import('../features/leaderboard'), 'LeaderboardPage') },
    {
      path: 'profile/:id',
      lazy: page(() => import('../features/profiles/pages/profile-by-id-page'), 'ProfileByIdPage'),
    },
    { path: 'how-it-works', lazy: page(() => import('./pages/how-it-works-page'), 'HowItWorksPage') },
    { path: 'terms-of-use', lazy: page(legal, 'TermsOfUsePage') },
    { path: 'privacy-policy', lazy: page(legal, 'PrivacyPolicyPage') },
    { path: 'acceptable-use-policy', lazy: page(legal, 'AcceptableUsePage') },
    { path: 'earnings-disclaimer', lazy: page(legal, 'EarningsDisclaimerPage') },
    { path: 'login', lazy: page(() => import('./pages/login-page'), 'LoginPage') },
    {
      path: 'reset-password',
      lazy: page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
    },
    { path: 'verify-email', lazy: page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage') },
    // The email-change link may be opened on any device, signed in or not.
    {
      path: 'settings/confirm-email',
      lazy: page(() => import('../features/settings/confirm-email/confirm-email-page'), 'ConfirmEmailPage'),
    },
    ...LINK_PROVIDERS.map((p) => ({
      path: `auth/${p}authcallback`,
      lazy: page(() => import('../features/auth/pages/social-callback-page'), 'SocialCallbackPage'),
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
    { path: ':handle', lazy: page(() => import('../features/profiles/pages/profile-page'), 'ProfilePage') },
    {
      path: ':handle/bounty',
      lazy: page(() => import('../features/profiles/pages/handle-bounty-page'), 'HandleBountyPage'),
    },
    {
      path: ':handle/board',
      lazy: page(() => import('../features/profiles/pages/handle-bounty-page'), 'HandleBountyPage'),
    },
    { path: '*', lazy: page(() => import('./pages/not-found-page'), 'NotFoundPage') },
  ];
}

export const router = createBrowserRouter(routesFor(queryClient));

// The first page's code has loaded once the router is initialized: deferred work may start (useAfterFirstPage).
if (router.state.initialized) markFirstPageLoaded();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    markFirstPageLoaded();
  });
}
