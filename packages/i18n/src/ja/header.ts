import type { Widen } from '../types.ts';
import type { header as en } from '../en/header.ts';

export const header: Widen<typeof en> = {
  back: '戻る',
  homeLink: '{{product}} ホーム',
  language: '言語',
  english: 'EN',
  japanese: '日本語',
  createAccount: '新規登録',
  accountMenu: '{{name}}さんのアカウントメニュー',
  edit: '編集',
  logout: 'ログアウト',
  console: '主催者コンソール',
  loggedOut: 'ログアウトしました。',
};
