// What other modules, the entry layer and tests may use of the votes module.
export { createVoteWriter, recordVote, type RecordVoteOptions, type VoteWriter } from './record-vote.ts';
export { voteRoutes } from './routes.ts';
