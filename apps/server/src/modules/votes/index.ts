// What other modules, the entry layer and tests may use of the votes module.
export { recordVote, type RecordVoteOptions } from './record-vote.ts';
export { voteRoutes } from './routes.ts';
