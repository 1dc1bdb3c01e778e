// What other modules, plugins and the entry layer may use of the share cards module.
export { cardRoutes } from './routes.ts';
