import { resolve } from "node:path";
import { normalizePath, type ResolvedConfig } from "vite";

/** A route of the app as React Router resolved app/routes.ts: its id, its parent's and its module's absolute path. */
export type AppRoute = { id: string; parentId?: string; file: string };

type ReactRouterContext = {
  reactRouterConfig: { appDirectory: string; routes: Record<string, { id: string; parentId?: string; file: string }> };
  entryServerFilePath: string;
};

/**
 * The routes React Router's Vite plugin resolved (the `routes` of its public `ResolvedReactRouterConfig`), read
 * from the context it puts on Vite's config (`__reactRouterPluginContext`, not a documented API: this is the one
 * place that reads it, and the build stops here if @react-router/dev moves it). Also the server entry's path and
 * the app directory.
 */
export function reactRouterRoutes(config: ResolvedConfig): {
  routes: AppRoute[];
  entryServer: string;
  appDirectory: string;
} {
  const context = (config as ResolvedConfig & { __reactRouterPluginContext?: ReactRouterContext })
    .__reactRouterPluginContext;
  const appDirectory = context?.reactRouterConfig.appDirectory;
  if (!context || !appDirectory) {
    throw new Error("React Router's route manifest was not found on Vite's config (did @react-router/dev change?)");
  }
  return {
    routes: Object.values(context.reactRouterConfig.routes).map(({ id, parentId, file }) => ({
      id,
      parentId,
      file: normalizePath(resolve(appDirectory, file)),
    })),
    entryServer: normalizePath(context.entryServerFilePath),
    appDirectory: normalizePath(appDirectory),
  };
}
