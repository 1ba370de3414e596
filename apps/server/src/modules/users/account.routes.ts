import {
  ACCOUNT_PATHS,
  accountMessageReply,
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  dataExportSchema,
  deleteAccountBody,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import {
  changePassword,
  confirmEmailChange,
  logoutEverywhere,
  requestEmailChange,
} from '../auth/account-security.service';
import { createAuthContext } from '../auth/auth-context';
import { deleteAccount } from './account-delete.service';
import { exportAccountData } from './account-export.service';

/** Password, email, sessions, deletion and export of the signed-in account (settings, Account section). */
export default async function accountRoutes(app: ZodApp, deps: AppDeps) {
  const ctx = createAuthContext(deps, app.realtime.endSockets);
  const { guard } = deps;
  const tags = ['settings'];
  const response = { 200: accountMessageReply };

  app.post(
    ACCOUNT_PATHS.password,
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Change your password (current one required); every other session is signed out',
        body: changePasswordBody,
        response,
      },
    },
    async (request) => changePassword(ctx, request.user!, request.body),
  );

  app.post(
    ACCOUNT_PATHS.email,
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Ask to change your email: a confirmation link goes to the new address',
        body: changeEmailBody,
        response,
      },
    },
    async (request) => requestEmailChange(ctx, request.user!, request.body),
  );

  app.post(
    ACCOUNT_PATHS.confirmEmail,
    {
      schema: {
        tags,
        summary: 'Confirm an email change with the mailed token (works once, 24 hours)',
        body: confirmEmailBody,
        response,
      },
    },
    async (request) => confirmEmailChange(ctx, request.body.token, request.ip),
  );

  app.post(
    ACCOUNT_PATHS.logoutAll,
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Sign out of all devices, this one included', response },
    },
    async (request) => logoutEverywhere(ctx, request.user!),
  );

  app.post(
    ACCOUNT_PATHS.delete,
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Delete your account (password required); see decision 015 for what happens to crowns',
        body: deleteAccountBody,
        response,
      },
    },
    async (request) => deleteAccount(deps, ctx, request.user!, request.body.password),
  );

  app.get(
    ACCOUNT_PATHS.export,
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Download your data as JSON (an attachment)',
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(deps, request.user!.id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="crowns-data-${request.user!.id}-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
}
