import type { Widen } from '../types.ts';
import type { profile as en } from '../en/profile.ts';

export const profile: Widen<typeof en> = {
  menu: {
    title: 'マイプロフィール',
    linksLabel: 'プロフィール設定',
    generalProfile: '基本プロフィール',
    pastVoting: '過去の投票',
    participatedEvents: '参加したイベント',
    userInterests: '興味・関心',
    logout: 'ログアウト',
    logoutEverywhere: 'すべての端末からログアウト',
  },
};
