import type { Widen } from '../types.ts';
import type { app as en } from '../en/app.ts';

export const app: Widen<typeof en> = {
  description:
    'ジャンルを越えたクリエイターによるライブアートバトル。イベント情報のチェック、バトルの観戦、投票をスマートフォンから。',
  offline: 'オフラインです。ネットワークが戻ると自動で再接続します。',
  newVersion: 'ArtClashの新しいバージョンを利用できます。次にページを移動すると切り替わります。',
  updateNow: '今すぐ更新',
};
