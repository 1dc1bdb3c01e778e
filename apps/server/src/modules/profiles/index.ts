// What other modules and the entry layer may use of the profiles module.
export { profileRoutes } from './routes.ts';
