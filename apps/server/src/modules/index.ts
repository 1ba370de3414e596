import type { AppDeps } from '../deps';
import type { ZodApp } from '../platform/http';
import configRoutes from './config/config.routes';

/** Every module's routes under /v1. Add one line per module. */
export async function registerModules(app: ZodApp, deps: AppDeps) {
  await configRoutes(app, deps);
}
