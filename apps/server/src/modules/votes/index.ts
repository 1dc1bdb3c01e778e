// What other modules, plugins and the entry layer may use of the votes module.
export { voteAdminRoutes } from './admin-routes.ts';
export { type BattleVotes, countsPublic, voteCounts, votesByOrigin } from './queries.ts';
export { roomKeyAt, screenKeyOf } from './room-code.ts';
export { voteRoutes } from './routes.ts';
export { readBattleCurves } from './battle-curves.ts';
export { readVoteLog, recount, voteLogHash } from './vote-log.ts';
export { createVotingService, type VotingService } from './voting-service.ts';
