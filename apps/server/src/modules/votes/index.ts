// What other modules and the entry layer may use of the votes module.
export { type BattleVotes, voteCounts } from './queries.ts';
export { voteRoutes } from './routes.ts';
