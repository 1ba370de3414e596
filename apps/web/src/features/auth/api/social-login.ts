import type {
  LinkProvider,
  LinkStreamResponse,
  OauthCallbackBody,
  OauthRegisterBody,
  OauthSignupNeeded,
  SignInProvider,
  SignInProvidersResponse,
} from '@crowns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LoginResponse, UserLogin } from './login';

/** A social login signs in (as POST /auth/login answers) or, for a new identity, asks to finish the profile. */
export type SocialLoginResponse = LoginResponse | OauthSignupNeeded;

export const needsProfile = (res: SocialLoginResponse): res is OauthSignupNeeded =>
  'needsProfile' in res && res.needsProfile === true;

/** POST /auth/{provider}-login with the callback's code and state and the kept PKCE verifier. */
export const socialLogin = (provider: SignInProvider, body: OauthCallbackBody) =>
  api<SocialLoginResponse>(`/auth/${provider}-login`, { method: 'POST', body });

/** POST /auth/oauth-register: the first social sign-in's username and birthdate (and email); signs in. */
export const oauthRegister = (body: OauthRegisterBody) =>
  api<UserLogin>('/auth/oauth-register', { method: 'POST', body });

/** POST /users/link-stream: the callback of a link started from settings. */
export const linkStream = (platform: LinkProvider, body: OauthCallbackBody) =>
  api<LinkStreamResponse>('/users/link-stream', { method: 'POST', body: { ...body, platform } });

/** GET /auth/oauth-providers: the providers this server signs in with (it does not change while the page lives). */
export const signInProvidersQuery = queryOptions({
  queryKey: ['auth', 'oauth-providers'],
  queryFn: async () => (await api<SignInProvidersResponse>('/auth/oauth-providers')).data,
  staleTime: Number.POSITIVE_INFINITY,
});
