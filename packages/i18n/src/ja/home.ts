import type { Widen } from '../types.ts';
import type { home as en } from '../en/home.ts';

export const home: Widen<typeof en> = {
  title: '{{product}}へようこそ！',
  carouselHeading: '{{product}}のイベントをスワイプでチェック',
  carouselLabel: '開催予定のイベント',
  goToSlide: '{{index}}枚目のスライドへ',
  slideLabel: '{{slidesLength}}件中{{index}}件目',
  carouselRole: 'カルーセル',
  slideRole: 'スライド',
  seeAll: 'すべて見る',
  upcomingEmpty: '開催予定のイベントはまだありません。新しいバトルはここでいち早くお知らせします。',
  winnersHeading: '過去のイベントの勝者',
  citiesLabel: '都市',
  cities: {
    tokyo: '東京',
    taiwan: '台湾',
    hongKong: '香港',
    seoul: 'ソウル',
    singapore: 'シンガポール',
  },
  pastEmpty: '{{city}}の過去のイベントはまだありません。',
  pastEmptyHint: 'この都市で最初のバトルが終わると、ここに結果が表示されます。',
  champion: 'チャンピオン',
  second: '2位',
  wins_one: '{{count}}勝',
  wins_other: '{{count}}勝',
  votes_one: '{{count}}票',
  votes_other: '{{count}}票',
  topTwo: '上位2名',
};
