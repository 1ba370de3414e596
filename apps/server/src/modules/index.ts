import type { AppDeps } from '../deps';
import type { ZodApp } from '../platform/http';
import adminUsersRoutes from './admin/admin-users.routes';
import authRoutes from './auth/auth.routes';
import bountyRoutes from './bounties/bounties.routes';
import categoryRoutes from './categories/categories.routes';
import configRoutes from './config/config.routes';
import notificationRoutes from './notifications/notifications.routes';
import usersRoutes from './users/users.routes';
import walletRoutes from './wallet/wallet.routes';

/** Every module's routes under /v1. Add one line per module. */
export async function registerModules(app: ZodApp, deps: AppDeps) {
  await authRoutes(app, deps);
  await configRoutes(app, deps);
  await usersRoutes(app, deps);
  await adminUsersRoutes(app, deps);
  await walletRoutes(app, deps);
  await categoryRoutes(app, deps);
  await bountyRoutes(app, deps);
  await notificationRoutes(app, deps);
}
