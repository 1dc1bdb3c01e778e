// What other modules and the entry layer may use of the profiles module.
export { ownProfileExtras } from './profile-counts.ts';
export { profileRoutes } from './routes.ts';
