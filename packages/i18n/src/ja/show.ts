import type { show as en } from '../en/show.ts';
import type { Widen } from '../types.ts';

export const show: Widen<typeof en> = {
  refusal: {
    wrongPhase: '画面の表示後にバトルの状態が変わりました。状態を確認してから、もう一度お試しください。',
    somethingSpent: 'すでに投票または時間が使われているため、この操作は取り消せません。',
    votingAlreadyOpen: '投票はすでに受付中です。',
    votingNotOpen: '投票は受付中ではありません。',
    tieNeedsDecision: '得票数が同じです。勝者を選ぶか、引き分けにしてください。',
    winnerOnlyWhenComplete: '勝者はバトルの終了時に決定します。',
    battleRunning: '別のバトルが進行中です。終了してから次のバトルに切り替えてください。',
    rouletteMoved: '画面の表示後にルーレットの状態が変わりました。確認してから、もう一度お試しください。',
    themeSet: 'このバトルのテーマはすでに決まっています。引き直すには開始を取り消してください。',
    emptyPool:
      'ルーレットのキーワードが登録されていません。「ルーレットのキーワード」画面でキーワードを追加してから、もう一度回してください。',
  },
  done: {
    current: 'バトルを切り替えました。',
    spin: 'ルーレットを回しています。',
    stop: 'ルーレットが止まりました。',
    lock: 'テーマを確定しました。バトル開始です。',
  },
  moved: {
    start: 'バトルを開始しました。',
    undoStart: 'バトルを開始前に戻しました。',
    openVoting: '投票の受付を始めました。',
    closeVoting: '投票を締め切りました。',
    reopenVoting: '投票の受付を再開しました。',
    complete: 'バトルを終了しました。',
    reopen: 'バトルを再開しました。',
  },
  phase: {
    not_started: '開始前',
    live: '進行中',
    voting_closed: '投票締め切り',
    complete: '終了',
  },
};
