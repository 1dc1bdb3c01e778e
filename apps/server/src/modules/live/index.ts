// What the entry layer may use of the live module.
export { liveAdminRoutes } from './admin-routes.ts';
export { liveRoutes } from './routes.ts';
