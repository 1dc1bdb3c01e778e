import type { Widen } from '../types.ts';
import type { results as en } from '../en/results.ts';

export const results: Widen<typeof en> = {
  title: 'アートバトルの結果',
  battles: 'バトル',
  noBattles: 'バトルが行われると、ここに結果が表示されます。',
  champion: 'チャンピオン',
  runnerUp: '2位',
  winner: '勝者',
  tbd: '未定',
  votes_one: '{{count}}票',
  votes_other: '{{count}}票',
  totalVotes: '総投票数：{{count}}票',
  voteShare: '得票率',
  voteShareLabel: '得票率：{{player1}} {{share1}}%、{{player2}} {{share2}}%',
  judgeScores: '審査員スコア',
  criteria: {
    idea: 'アイデア',
    speed: 'スピード',
    technique: 'テクニック',
    storytelling: 'ストーリー性',
  },
  statusLive: 'ライブ配信中',
  statusComplete: '終了',
  statusPending: '開始前',
  openLive: '{{battle}}のライブページを開く',
  participants: '参加者',
  seeAll: 'すべて見る',
};
