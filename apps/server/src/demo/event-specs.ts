import type { THomeCity } from '@artclash/contract';

export interface DemoEventSpec {
  title: [en: string, ja: string];
  venue: [nameEn: string, nameJa: string, addressEn: string, addressJa: string];
  city: THomeCity;
  timezone: string;
  /** Days from today (in the event's time zone) of the first session; negative for past events. */
  dayOffset: number;
  /** One session per consecutive day, wall-clock in the event's time zone; an end before the start runs past midnight. */
  sessions: [start: string, end: string][];
  battlesTime: number;
  /** Indexes into DEMO_ARTISTS: six participants, paired in order into three battles. */
  artists: number[];
}

export const DEMO_EVENTS: DemoEventSpec[] = [
  {
    title: ['Shibuya Night Canvas', '渋谷ナイトキャンバス'],
    venue: [
      'Shibuya Stream Hall',
      '渋谷ストリームホール',
      '3-21-3 Shibuya, Shibuya-ku, Tokyo',
      '東京都渋谷区渋谷3-21-3',
    ],
    city: 'Tokyo',
    timezone: 'Asia/Tokyo',
    dayOffset: 6,
    sessions: [
      ['18:00', '21:00'],
      ['13:00', '17:00'],
    ],
    battlesTime: 10,
    artists: [0, 1, 2, 3, 8, 11],
  },
  {
    title: ['Seoul Ink Showdown', 'ソウル・インク・ショーダウン'],
    venue: [
      'Seongsu Art Factory',
      '聖水アートファクトリー',
      '77 Yeonmujang-gil, Seongdong-gu, Seoul',
      'ソウル特別市城東区練武場キル77',
    ],
    city: 'Seoul',
    timezone: 'Asia/Seoul',
    dayOffset: 13,
    sessions: [['19:00', '22:00']],
    battlesTime: 10,
    artists: [3, 4, 0, 5, 9, 7],
  },
  {
    title: ['Taipei Midnight Color Clash', '台北ミッドナイト・カラークラッシュ'],
    venue: [
      'Huashan 1914 Creative Park',
      '華山1914文化創意産業園区',
      'No. 1, Sec. 1, Bade Rd, Zhongzheng Dist, Taipei',
      '台北市中正区八徳路一段1号',
    ],
    city: 'Taiwan',
    timezone: 'Asia/Taipei',
    dayOffset: 20,
    sessions: [['20:00', '00:30']],
    battlesTime: 12,
    artists: [5, 6, 1, 10, 2, 4],
  },
  {
    title: ['Marina Bay Live Sketch Battle', 'マリーナベイ・ライブスケッチバトル'],
    venue: [
      'Marina Bay Event Square',
      'マリーナベイ・イベントスクエア',
      '8 Raffles Ave, Singapore',
      'シンガポール ラッフルズ・アベニュー8',
    ],
    city: 'Singapore',
    timezone: 'Asia/Singapore',
    dayOffset: 27,
    sessions: [['18:30', '21:30']],
    battlesTime: 10,
    artists: [9, 10, 7, 0, 6, 3],
  },
  {
    title: ['Harbour Lights Art Battle', 'ハーバーライツ・アートバトル'],
    venue: [
      'Tsim Sha Tsui Harbour Stage',
      '尖沙咀ハーバーステージ',
      '18 Salisbury Rd, Tsim Sha Tsui, Hong Kong',
      '香港 尖沙咀 梳士巴利道18号',
    ],
    city: 'Hong Kong',
    timezone: 'Asia/Hong_Kong',
    dayOffset: 34,
    sessions: [['19:00', '22:00']],
    battlesTime: 10,
    artists: [7, 8, 11, 5, 1, 9],
  },
  {
    title: ['Kowloon Brush Duel', '九龍ブラッシュ・デュエル'],
    venue: ['Kowloon Art Hall', '九龍アートホール', '1 Austin Rd W, Kowloon, Hong Kong', '香港 九龍 柯士甸道西1号'],
    city: 'Hong Kong',
    timezone: 'Asia/Hong_Kong',
    dayOffset: -18,
    sessions: [['19:00', '22:00']],
    battlesTime: 10,
    artists: [7, 8, 0, 9, 5, 2],
  },
  {
    title: ['Akihabara Pixel & Paint', '秋葉原ピクセル＆ペイント'],
    venue: [
      'Akihabara Creators Base',
      '秋葉原クリエイターズベース',
      '1-1 Kanda Hanaokacho, Chiyoda-ku, Tokyo',
      '東京都千代田区神田花岡町1-1',
    ],
    city: 'Tokyo',
    timezone: 'Asia/Tokyo',
    dayOffset: -40,
    sessions: [
      ['18:00', '21:00'],
      ['13:00', '17:00'],
    ],
    battlesTime: 10,
    artists: [0, 2, 1, 3, 11, 6],
  },
  {
    title: ['Hongdae Street Art Cup', '弘大ストリートアートカップ'],
    venue: [
      'Hongdae Playground Stage',
      '弘大プレイグラウンドステージ',
      '19-3 Wausan-ro 21-gil, Mapo-gu, Seoul',
      'ソウル特別市麻浦区臥牛山路21キル19-3',
    ],
    city: 'Seoul',
    timezone: 'Asia/Seoul',
    dayOffset: -70,
    sessions: [['19:00', '22:00']],
    battlesTime: 10,
    artists: [4, 3, 10, 8, 1, 7],
  },
  {
    title: ['Lion City Canvas Clash', 'ライオンシティ・キャンバスクラッシュ'],
    venue: [
      'Gillman Barracks Courtyard',
      'ギルマン・バラックス中庭',
      '9 Lock Rd, Singapore',
      'シンガポール ロック・ロード9',
    ],
    city: 'Singapore',
    timezone: 'Asia/Singapore',
    dayOffset: -100,
    sessions: [['18:30', '21:30']],
    battlesTime: 12,
    artists: [9, 10, 5, 11, 2, 4],
  },
  {
    title: ['Kaohsiung Harbour Sketch-off', '高雄ハーバー・スケッチオフ'],
    venue: ['Pier-2 Art Center', '駁二芸術特区', 'No. 1, Dayong Rd, Yancheng Dist, Kaohsiung', '高雄市塩埕区大勇路1号'],
    city: 'Taiwan',
    timezone: 'Asia/Taipei',
    dayOffset: -130,
    sessions: [['20:00', '00:30']],
    battlesTime: 10,
    artists: [6, 5, 3, 0, 8, 9],
  },
];

export const demoRules = (minutes: number): [en: string, ja: string] => [
  `Each battle lasts ${minutes} minutes. The roulette gives each of the two artists a theme keyword, and both paint live on stage at the same time. When the timer reaches zero, brushes go down.\n\nWhile voting is open, signed-in viewers vote in the app for the artwork they like best: one vote per battle, which can be moved to the other artist until voting closes. The artist with more votes wins the battle. Players cannot vote in their own battle.\n\nAny medium that fits on the easel is welcome. Pre-drawn sketches, tracing and AI tools are not allowed.`,
  `各バトルの制限時間は${minutes}分です。ルーレットで2人のアーティストそれぞれにテーマキーワードが決まり、ステージ上で同時にライブペイントを行います。タイマーが0になったら筆を置いてください。\n\n投票受付中は、ログインした観客がアプリで気に入った作品に投票できます。投票は1バトルにつき1票で、締め切りまでは相手のアーティストに変更できます。得票数の多いアーティストがバトルの勝者です。出場者は自分のバトルには投票できません。\n\nイーゼルに収まる画材であれば何でも使用できます。事前に描いた下絵、トレース、AIツールの使用は禁止です。`,
];

/** The stream embed: a privacy-enhanced YouTube player (its host is on the default EMBED_HOSTS, docs/product.md#rule-25). */
export const demoStreamEmbed = (title: string) =>
  `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/jfKfPfyJRdk" title="${title}" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;

export const KEYWORDS: [en: string, ja: string][] = [
  ['Ocean', '海'],
  ['Neon city', 'ネオンの街'],
  ['Dragon', '龍'],
  ['Festival', '祭り'],
  ['Memory', '記憶'],
  ['Rain', '雨'],
  ['Cherry blossoms', '桜'],
  ['Robot', 'ロボット'],
  ['Forest', '森'],
  ['Night market', '夜市'],
  ['Lantern', '提灯'],
  ['Harbour', '港'],
  ['Cat', '猫'],
  ['Outer space', '宇宙'],
  ['Dream', '夢'],
  ['Street food', '屋台'],
  ['Mountain', '山'],
  ['Fire', '炎'],
  ['Mirror', '鏡'],
  ['Wind', '風'],
];
