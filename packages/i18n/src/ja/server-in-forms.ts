import type { serverInForms as en } from '../en/server-in-forms.ts';
import type { Widen } from '../types.ts';

/**
 * The server's messages that the web app also shows itself, checking a form before it is sent (the contract's
 * schemas name them): they load with the screens' texts; the rest of `server` only ever comes in a reply, already in
 * the reply's language, so a phone never downloads it (docs/decisions.md#256).
 */
export const serverInForms: Widen<typeof en> = {
  usernameRequired: 'ユーザー名を入力してください',
  bioRequired: '自己紹介を入力してください。',
  emailNeedsCode: '先に、このメールアドレスに送信するコードで確認を済ませてください。',
  postNotFound: '投稿が見つかりません',
  titleRequired: 'タイトルを入力してください',
  mediaTypeRequired: 'メディアの種類を選択してください',
  mediaTypeOtherRequired: 'メディアの種類を入力してください',
  toolsRequired: '使用したツールを入力してください',
  tagsRequired: 'タグを1つ以上選択してください',
  creationDateRequired: '制作日を入力してください',
  descriptionRequired: '説明を入力してください',
  visibilityRequired: '公開範囲を選択してください',
  licensingRequired: 'ライセンス・利用条件を選択してください',
  postImageRequired: '画像を選択してください。',
  postImageUnsupported: '画像ファイルのみアップロードできます。',
};
