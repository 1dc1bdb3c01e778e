import { demoId } from './ids.ts';

type Pair = [en: string, ja: string];

export const ART_TYPES: Pair[] = [
  ['Painting', '絵画'],
  ['Illustration', 'イラスト'],
  ['Digital Art', 'デジタルアート'],
  ['Calligraphy', '書道'],
  ['Street Art', 'ストリートアート'],
  ['Manga', 'マンガ'],
  ['Sculpture', '彫刻'],
  ['Photography', '写真'],
];
export const ART_WORKS: Pair[] = [
  ['Portraits', '人物画'],
  ['Landscapes', '風景画'],
  ['Characters', 'キャラクター'],
  ['Abstract', '抽象'],
  ['Murals', '壁画'],
  ['Concept Art', 'コンセプトアート'],
];
export const PARTICIPATE_OPTIONS: Pair[] = [
  ['Compete in battles', 'バトルに出場する'],
  ['Watch live', 'ライブで観戦する'],
  ['Vote for artists', 'アーティストに投票する'],
  ['Join workshops', 'ワークショップに参加する'],
  ['Volunteer at events', 'イベントのボランティアをする'],
];
export const COMMUNICATE_OPTIONS: Pair[] = [
  ['Comments on posts', '投稿へのコメント'],
  ['Collaborations', 'コラボレーション'],
  ['Online meetups', 'オンライン交流会'],
  ['Event chat', 'イベントチャット'],
];
export const MEDIA_TYPES: Pair[] = [
  ['Acrylic', 'アクリル'],
  ['Watercolour', '水彩'],
  ['Oil', '油彩'],
  ['Ink', 'インク'],
  ['Digital', 'デジタル'],
  ['Mixed Media', 'ミクストメディア'],
  ['Spray Paint', 'スプレー'],
];
export const INTEREST_EVENTS: Pair[] = [
  ['Live art battles', 'ライブアートバトル'],
  ['Kids drawing workshops', 'キッズお絵かきワークショップ'],
  ['Family art day', 'ファミリーアートデー'],
  ['Street art walks', 'ストリートアート散策'],
  ['Digital art lab', 'デジタルアートラボ'],
  ['Portrait sketch meetups', '似顔絵スケッチ会'],
];

const CITIES: [country: string, en: string, ja: string][] = [
  ['JP', 'Tokyo', '東京'],
  ['JP', 'Osaka', '大阪'],
  ['JP', 'Kyoto', '京都'],
  ['JP', 'Fukuoka', '福岡'],
  ['JP', 'Sapporo', '札幌'],
  ['JP', 'Nagoya', '名古屋'],
  ['KR', 'Seoul', 'ソウル'],
  ['KR', 'Busan', '釜山'],
  ['TW', 'Taipei', '台北'],
  ['TW', 'Kaohsiung', '高雄'],
  ['TW', 'Taichung', '台中'],
  ['HK', 'Hong Kong', '香港'],
  ['SG', 'Singapore', 'シンガポール'],
  ['US', 'Los Angeles', 'ロサンゼルス'],
  ['US', 'New York', 'ニューヨーク'],
  ['FR', 'Paris', 'パリ'],
];

type RefKind = 'artType' | 'artWork' | 'participate' | 'communicate' | 'mediaType' | 'interest';

/** Rows of one bilingual reference list, with fixed ids. */
export const referenceRows = (kind: RefKind, pairs: Pair[]) =>
  pairs.map(([nameEn, nameJa], position) => ({ id: demoId(kind, position + 1), nameEn, nameJa, position }));

export const cityRows = () =>
  CITIES.map(([countryCode, nameEn, nameJa], position) => ({
    id: demoId('city', position + 1),
    countryCode,
    nameEn,
    nameJa,
    position,
  }));
