import type { Widen } from '../types.ts';
import type { events as en } from '../en/events.ts';

export const events: Widen<typeof en> = {
  detailsTitle: 'イベント詳細',
  coverAlt: '{{title}}のカバー画像',
  galleryAlt: '{{title}}の写真{{index}}',
  statusUpcoming: '開催予定',
  statusPast: '終了したイベント',
  schedule: '日時',
  noDates: '日時は近日発表予定です。',
  timeRange: '{{start}}〜{{end}}',
  timeZoneNote: '時刻はイベント開催地の現地時間（{{zone}}）で表示しています。',
  rules: 'ルール説明',
  participants: '参加者',
  participantsMore_one: '+{{count}}人の参加者',
  participantsMore_other: '+{{count}}人の参加者',
  participantsTotal_one: '参加者{{count}}人',
  participantsTotal_other: '参加者{{count}}人',
  showParticipants: '参加者{{count}}人をすべて表示',
  noParticipants: '参加者は近日発表予定です。',
  gallery: 'ギャラリー',
  joinEvent: 'イベントに参加',
  viewResults: '結果を見る',
};
