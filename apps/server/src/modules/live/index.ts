// What the entry layer may use of the live module.
export { liveRoutes } from './routes.ts';
