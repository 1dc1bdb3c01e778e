/** The show: a battle's life, the stage of the night and the roulette on every screen (docs/decisions.md#275). */
export const show = {
  refusal: {
    wrongPhase: 'This battle has moved on since your screen was updated. Check its state and try again.',
    somethingSpent: 'This step cannot be undone: votes or time were already spent on the battle.',
    votingAlreadyOpen: 'Voting is already open.',
    votingNotOpen: 'Voting is not open.',
    tieNeedsDecision: 'The votes are tied: pick the winner or record a draw.',
    winnerOnlyWhenComplete: 'The winner is declared when the battle is completed.',
    battleRunning: 'Another battle is running: complete it before putting the next one on stage.',
    rouletteMoved: 'The roulette has moved on since your screen was updated. Check it and try again.',
    themeSet: 'This battle already has its theme. Undo its start to draw again.',
    emptyPool: 'The keyword pool is empty: add keywords on the Roulette keywords screen, then spin again.',
  },
  done: {
    current: 'The battle is on stage.',
    spin: 'The roulette is spinning.',
    stop: 'The roulette stopped.',
    lock: 'Theme locked: the battle is live.',
  },
  moved: {
    start: 'The battle is live.',
    undoStart: 'The battle is back to not started.',
    openVoting: 'Voting is open.',
    closeVoting: 'Voting is closed.',
    reopenVoting: 'Voting is open again.',
    complete: 'The battle is complete.',
    reopen: 'The battle is open again.',
  },
  phase: {
    not_started: 'Not started',
    live: 'Live',
    voting_closed: 'Voting closed',
    complete: 'Complete',
  },
} as const;
