import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { createVotingService } from './voting-service.ts';
import { VOTES_PER_USER } from './vote-rules.ts';

const t = useTestApp();

/** The service with figures the test can read: what it counted, and the votes it holds as unanswered. */
function votingWithFigures() {
  const counted: string[] = [];
  let underway = 0;
  const voting = createVotingService({
    db: t.db,
    changes: t.app.changes,
    attempts: t.app.attemptLimits.limiter,
    secret: t.config.jwtSecret,
    publicUrl: t.config.publicUrl,
    metrics: {
      voteUnderway: () => {
        underway += 1;
        return () => void (underway -= 1);
      },
      voteAccepted: () => void counted.push('accepted'),
      voteRefused: (reason) => void counted.push(reason),
    },
  });
  return { voting, counted, underway: () => underway };
}

const anAnswer = () => new EventEmitter() as unknown as ServerResponse;

async function aVote(votingStatus = 'on') {
  const eventId = await buildEvent({ db: t.db });
  const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingStatus });
  const { id: voterId } = await buildUser({ db: t.db });
  return { eventId, battleId, voterId, receiverId: player1Id!, address: '203.0.113.7' };
}

const fromTheRoom = () => ({ deviceId: null, inRoom: true });

describe('the voting service', () => {
  it('counts a vote it refused by its message once, and one it accepted when its answer is 200', async () => {
    const { voting, counted } = votingWithFigures();
    const stopped = await aVote('off');
    const refusedAnswer = anAnswer();
    await expect(voting.vote({ ...stopped, browser: fromTheRoom, answer: refusedAnswer })).rejects.toMatchObject({
      messageKey: 'server.votingStopped',
    });
    voting.answered(refusedAnswer, 409);

    const open = await aVote();
    const acceptedAnswer = anAnswer();
    await voting.vote({ ...open, browser: fromTheRoom, answer: acceptedAnswer });
    voting.answered(acceptedAnswer, 200);
    expect(counted).toEqual(['server.votingStopped', 'accepted']);
  });

  it('counts an answer that never reached it by its status', () => {
    const { voting, counted } = votingWithFigures();
    voting.answered(anAnswer(), 401);
    voting.answered(anAnswer(), 400);
    expect(counted).toEqual(['401', '400']);
  });

  it('holds a vote as unanswered until its answer closes', async () => {
    const { voting, underway } = votingWithFigures();
    const answer = anAnswer();
    await voting.vote({ ...(await aVote()), browser: fromTheRoom, answer });
    expect(underway()).toBe(1);
    answer.emit('close');
    expect(underway()).toBe(0);
  });

  it("refuses a voter's burst past the limit before it asks for the browser, so a refused vote is given no cookie", async () => {
    const { voting, counted } = votingWithFigures();
    const vote = await aVote();
    let asked = 0;
    const browser = () => {
      asked += 1;
      return { deviceId: null, inRoom: true };
    };
    for (let i = 0; i < VOTES_PER_USER.limit; i++) await voting.vote({ ...vote, browser, answer: anAnswer() });
    await expect(voting.vote({ ...vote, browser, answer: anAnswer() })).rejects.toMatchObject({
      messageKey: 'server.tooManyVotes',
    });
    expect(asked).toBe(VOTES_PER_USER.limit);
    expect(counted).toEqual(['server.tooManyVotes']);
  });
});
