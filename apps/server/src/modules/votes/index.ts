// What other modules, the entry layer and tests may use of the votes module.
export { voteRoutes } from './routes.ts';
