import {
  authMessageReply,
  emailOnlyBody,
  errorResponses,
  forgotPasswordBody,
  loginBody,
  loginReply,
  logoutBody,
  MSG,
  refreshTokensBody,
  refreshTokensReply,
  registerBody,
  registerReply,
  resendOtpBody,
  resendOtpReply,
  resetPasswordBody,
  verifyEmailBody,
  verifyEmailReply,
  verifyOtpBody,
  verifyOtpReply,
} from '@crowns/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../platform/crypto';
import type { ZodApp } from '../../platform/http';
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from './auth.service';
import { createAuthContext } from './auth-context';
import { resendOtp, verifyOtp } from './otp.service';
import { logout, refreshSession } from './session.service';
import { signupTicketOf } from './verified-session';

const tags = ['auth'];
const answers = <T extends z.ZodType>(reply: T) => ({ 200: reply, ...errorResponses });

export default async function authRoutes(app: ZodApp, deps: AppDeps) {
  const ctx = createAuthContext(deps, app.realtime.endSockets);

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and mail the verification link and code',
        body: registerBody,
        response: { 201: registerReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body, request.ip);
      // The same answer when the email already had an account (user null): no id, and a ticket that opens nothing.
      const data = {
        message: MSG.registered,
        user: { email: request.body.email, sc_username: request.body.username },
        signupTicket: user ? signupTicketOf(ctx, user.id) : ctx.codeHash(`signup-ticket:none:${randomToken()}`),
      };
      return reply.status(201).send({ status: 201, msg: MSG.registered, message: MSG.registered, data });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the email by the mailed link token or by email + 6-digit code',
        body: verifyEmailBody,
        response: answers(verifyEmailReply),
      },
    },
    async (request) => verifyEmail(ctx, request.body, request.ip),
  );

  app.post(
    '/auth/resend-email',
    {
      schema: {
        tags,
        summary: 'Mail a fresh verification link and code',
        body: emailOnlyBody,
        response: answers(authMessageReply),
      },
    },
    async (request) => resendVerification(ctx, request.body.email, request.ip),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in: tokens for users; for admins a one-time code is mailed and a challenge token answered',
        body: loginBody,
        response: answers(loginReply),
      },
    },
    async (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Admin two-factor: exchange challenge token + code for tokens',
        body: verifyOtpBody,
        response: answers(verifyOtpReply),
      },
    },
    async (request) => verifyOtp(ctx, request.body.token, request.body.otp, request.ip),
  );

  app.post(
    '/auth/resend-otp',
    {
      schema: {
        tags,
        summary: 'Mail a new one-time code; answers a new challenge token',
        body: resendOtpBody,
        response: answers(resendOtpReply),
      },
    },
    async (request) => resendOtp(ctx, request.body.token, request.ip),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a single-use password reset link (1 hour)',
        body: forgotPasswordBody,
        response: answers(authMessageReply),
      },
    },
    async (request) => forgotPassword(ctx, request.body.email, request.ip),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed reset token',
        body: resetPasswordBody,
        response: answers(authMessageReply),
      },
    },
    async (request) => resetPassword(ctx, request.body.token, request.body.password),
  );

  app.post(
    '/auth/refresh-tokens',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token and issue new access and id tokens',
        body: refreshTokensBody,
        response: answers(refreshTokensReply),
      },
    },
    async (request) => {
      const tokens = await refreshSession(ctx, request.body.userId, request.body.refreshToken);
      return { status: 200, tokens };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the login the refresh token belongs to',
        body: logoutBody.nullish(),
        response: answers(authMessageReply),
      },
    },
    async (request) => {
      await logout(ctx, request.body?.refreshToken);
      return { status: 200, message: MSG.loggedOut, msg: MSG.loggedOut };
    },
  );
}
