import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';

export default async function routes(_app: ZodApp, _deps: AppDeps) {}
