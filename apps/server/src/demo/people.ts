import { demoId } from './ids.ts';
import { avatarImage, demoImagePath } from './images.ts';

export interface DemoPerson {
  id: string;
  username: string;
  nickname: string;
  country: string;
  city: string;
  bio: string;
  profileImage: string;
}

const ARTISTS: [string, string, string, string][] = [
  ['sora_ink', 'Sora', 'Japan', 'Tokyo'],
  ['mika.paints', 'Mika', 'Japan', 'Osaka'],
  ['kenji_lines', 'Kenji', 'Japan', 'Fukuoka'],
  ['jiwoo_color', 'Ji-woo', 'South Korea', 'Seoul'],
  ['minho.draws', 'Min-ho', 'South Korea', 'Busan'],
  ['lin_brush', 'Lin', 'Taiwan', 'Taipei'],
  ['weiting_art', 'Wei-Ting', 'Taiwan', 'Kaohsiung'],
  ['kaho_hk', 'Ka-ho', 'Hong Kong', 'Hong Kong'],
  ['chloe.sketch', 'Chloe', 'Hong Kong', 'Hong Kong'],
  ['arjun_sg', 'Arjun', 'Singapore', 'Singapore'],
  ['mei_ling.art', 'Mei Ling', 'Singapore', 'Singapore'],
  ['noah_murals', 'Noah', 'United States', 'Los Angeles'],
];

/** Twelve artists who play the demo battles, each with a generated avatar. */
export const DEMO_ARTISTS: DemoPerson[] = ARTISTS.map(([username, nickname, country, city], index) => ({
  id: demoId('user', index + 1),
  username,
  nickname,
  country,
  city,
  bio: `${nickname} paints live at ArtClash battles. / ${nickname}はArtClashのバトルでライブペイントをしています。`,
  profileImage: demoImagePath(avatarImage(index)),
}));

const FAN_NAMES = [
  'aoi',
  'haru',
  'yui',
  'ren',
  'sakura',
  'daichi',
  'hina',
  'kaito',
  'mio',
  'sota',
  'seo-yeon',
  'ji-ho',
  'hyun',
  'eun-bi',
  'yu-ting',
  'chen',
  'hao',
  'ying',
  'wing',
  'kit',
  'ivy',
  'marcus',
  'priya',
  'wei',
  'nur',
  'jun',
  'emma',
  'leo',
  'nina',
  'taro',
  'kana',
  'riku',
  'mei',
  'shun',
  'ami',
  'yuna',
  'tae',
  'bo-ra',
  'hui',
  'siu',
];
const FAN_PLACES: [string, string][] = [
  ['Japan', 'Tokyo'],
  ['South Korea', 'Seoul'],
  ['Taiwan', 'Taipei'],
  ['Hong Kong', 'Hong Kong'],
  ['Singapore', 'Singapore'],
];

/** Forty fans who vote in the past demo battles; never players. */
export const DEMO_FANS: DemoPerson[] = FAN_NAMES.map((name, index) => {
  const [country, city] = FAN_PLACES[index % FAN_PLACES.length] ?? ['Japan', 'Tokyo'];
  return {
    id: demoId('user', 100 + index),
    username: `fan_${name}`,
    nickname: name,
    country,
    city,
    bio: '',
    profileImage: '',
  };
});
