import type { Widen } from '../types.ts';
import type { server as en } from '../en/server.ts';

export const server: Widen<typeof en> = {
  ok: '成功しました',
  eventsFound: 'イベントを取得しました',
  eventFound: 'イベントを取得しました',
  listFound: '取得しました',
  eventNotFound: 'イベントが見つかりません',
  notFound: '見つかりません',
  invalidInput: '送信された内容に正しくない項目があります。確認してもう一度お試しください。',
  tooManyRequests: '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  unauthorized: '続けるにはログインしてください。',
  forbidden: 'この操作は許可されていません。',
  serverError: 'サーバーで問題が発生しました。もう一度お試しください。',
  fieldRequired: 'この項目は必須です。',
  fieldInvalid: 'この値は正しくありません。',
  battleNotFound: 'バトルが見つかりません',
  userNotFound: 'ユーザーが見つかりません',
  voteForPlayersOnly: 'このバトルの2人のプレイヤーのどちらかにのみ投票できます。',
  playersCannotVote: 'プレイヤーは自分のバトルに投票できません。',
  invalidTimeZone: 'タイムゾーンが正しくありません。',
  invalidSchedule: '日付は 2025-01-31、時刻は 18:30 の形式で入力してください。',
};
