import type { Widen } from '../types.ts';
import type { landing as en } from '../en/landing.ts';

export const landing: Widen<typeof en> = {
  chooserTitle: 'はじめる',
  chooserHeading: 'どちらから始めますか？',
  artclashLogoAlt: 'ArtClash',
  artclashCaption: 'クリエイター同士のライブアートバトル',
  parkLogoAlt: 'ArtClash Park',
  parkCaption: '学ぶ人と家族のための創作の場',
  welcomeTitle: 'ようこそ',
  creativeGames: 'CREATIVE GAMES',
  tagline: 'ジャンルを超えたクリエイター同士のバトル。',
  createAccount: 'Create an Account | 新規登録',
  login: 'Login | ログインはこちら',
  parkTitle: 'ArtClash Park',
  parkTagline: 'クリエイターも、学ぶ人も、家族みんなで創造力を楽しめる場所です！',
  parkCreateAccount: '新規登録',
  parkLogin: 'ログイン',
};
