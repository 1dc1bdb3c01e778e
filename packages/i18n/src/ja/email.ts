import type { Widen } from '../types.ts';
import type { email as en } from '../en/email.ts';

export const email: Widen<typeof en> = {
  resetSubject: '【ArtClash】パスワード再設定コードのお知らせ',
  resetGreeting: 'いつもArtClashをご利用いただきありがとうございます。',
  resetIntro: 'パスワード再設定のリクエストを受け付けました。画面に次のコードを入力してください。',
  resetValidity: 'コードの有効期限は{{minutes}}分間です。入力は{{tries}}回までお試しいただけます。',
  resetIgnore: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  signature: 'ArtClash運営チーム',
  proofSubject: '【ArtClash】メールアドレス確認コードのお知らせ',
  proofIntro:
    'ArtClashでこのメールアドレスを使用するリクエストを受け付けました。ご本人の場合は、画面に次のコードを入力してください。',
  proofIgnore:
    'お心当たりのない場合は、このメールを破棄してください。このアドレスがアカウントに追加されることはありません。',
};
