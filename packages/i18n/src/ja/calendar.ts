import type { Widen } from '../types.ts';
import type { calendar as en } from '../en/calendar.ts';

export const calendar: Widen<typeof en> = {
  title: 'カレンダー',
  pickerLabel: '期間を選択',
  selectedRange: '{{from}}〜{{to}}',
  today: '今日',
  eventsHeading: 'イベント',
  eventCount_one: '{{count}}件のイベント',
  eventCount_other: '{{count}}件のイベント',
  noRecords: '該当するイベントはありません',
  noRecordsHint: '日付の範囲を広げてお試しください。',
  pickEnd: '別の日をタップすると期間を選べます。',
  todayLabel: '今日',
  hasEvents: 'イベントあり',
  selectedLabel: '選択中',
};
