import { type Answer, type Call, mockFetch, ok } from '../../../../test/mock-fetch';
import { renderApp, signInAs } from '../../../../test/render-app';
import { Toaster } from '../../../../ui/toaster';
import { CreateBountyPage } from '../../pages/create-bounty-page';
import type { Bounty } from '../../types';

export const CATEGORIES = ['Gaming', 'IRL', 'Music', 'Art'].map((name, i) => ({ id: i + 1, name }));
export const KAI = { id: 3, sc_username: 'kai', image_url: null, followedFlag: true, is_live: true };
export const KARA = { id: 4, sc_username: 'kara', image_url: null, followedFlag: false, is_live: false };

export const createdBounty = (over: Partial<Bounty> = {}) =>
  ({ id: 42, title: 'Do a kickflip', bounty_type: 'video', target_user: null, ...over }) as Bounty;

/** Answers GET /users/usernames/: ?search= contains, ?username= exact. */
function usernames(call: Call): Answer {
  const exact = call.query.get('username');
  const search = call.query.get('search') ?? '';
  const users = [KAI, KARA];
  return ok({
    userNamesArr: exact
      ? users.filter((u) => u.sc_username === exact.toLowerCase())
      : users.filter((u) => u.sc_username.includes(search.toLowerCase())),
  });
}

/** The create page at `url` with the API stubbed (rate 100, balance 5,000 crowns) and routes to /bounty and /dashboard. */
export function renderCreate({
  url = '/bounty/createbounty',
  publish = {
    status: 201,
    body: { status: 201, code: 201, message: 'Bounty Created', data: { bounty: createdBounty() } },
  },
}: {
  url?: string;
  publish?: Answer | ((call: Call) => Answer | Promise<Answer>);
} = {}) {
  signInAs('7');
  const api = mockFetch({
    'POST /config/': ok({ data: { cc_per_usd: 100 } }),
    'GET /users/me': ok({ user: { id: '7', sc_username: 'nova_plays', image_url: null, walletBalance: 5000 } }),
    'GET /utils/categories': ok({ data: CATEGORIES }),
    'GET /users/usernames/': usernames,
    'POST /bounty': publish,
  });
  const view = renderApp({
    routes: [
      { path: '/bounty/createbounty', element: <CreateBountyPage /> },
      { path: '/bounty/createbounty/:handle', element: <CreateBountyPage /> },
      { path: '/bounty', element: <p>Bounty board</p> },
      { path: '/dashboard', element: <p>My dashboard</p> },
    ],
    url,
    defaults: { mutations: { retry: false } },
    toaster: <Toaster />,
  });
  return { ...view, api };
}
