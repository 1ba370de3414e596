import { ADMIN_SETTINGS_MSG, adminSettingSchema, isConfigKey, settingUpdateSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import * as service from './admin-settings.service';

const keyParams = z.object({ key: z.string().max(64) });

/** /admin/settings: every config key. Read-only admins may GET; the guard answers their writes with 403. */
export default async function adminSettingsRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const tags = ['admin'];

  app.get(
    '/admin/settings',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'Every config key with its value, previous value and last change',
        response: { 200: z.object({ status: z.number(), settings: z.array(adminSettingSchema) }) },
      },
    },
    async () => ({ status: 200, settings: await service.listSettings(deps) }),
  );

  app.put(
    '/admin/settings/:key',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'Change one config key (validated, audited, broadcast to every client)',
        params: keyParams,
        body: settingUpdateSchema,
        response: { 200: z.object({ status: z.number(), message: z.string(), setting: adminSettingSchema }) },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (!isConfigKey(key)) throw notFound(ADMIN_SETTINGS_MSG.unknownKey);
      const setting = await service.updateSetting(deps, request.user!, key, request.body.value);
      return { status: 200, message: ADMIN_SETTINGS_MSG.updated(setting.label), setting };
    },
  );
}
