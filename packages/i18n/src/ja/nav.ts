import type { Widen } from '../types.ts';
import type { nav as en } from '../en/nav.ts';

export const nav: Widen<typeof en> = {
  label: 'メインナビゲーション',
  home: 'ホーム',
  calendar: 'カレンダー',
  profile: 'プロフィール',
};
