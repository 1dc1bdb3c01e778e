import type { Widen } from '../types.ts';
import type { common as en } from '../en/common.ts';

export const common: Widen<typeof en> = {
  skipToContent: '本文へスキップ',
  loading: '読み込み中…',
  retry: '再読み込み',
  close: '閉じる',
  cancel: 'キャンセル',
  backHome: 'ホームに戻る',
  cityCountry: '{{city}}、{{country}}',
  errorTitle: 'エラーが発生しました',
  errorBody: 'ページを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  networkError: 'ArtClashに接続できませんでした。通信環境をご確認ください。',
  unexpectedError: 'エラーが発生しました。もう一度お試しください。',
  partFailed: 'この部分を表示できませんでした。',
  notFoundTitle: 'イベントが見つかりません',
  notFoundBody: 'このイベントは削除されたか、リンクが正しくない可能性があります。',
  vs: 'VS',
  unsaved: {
    title: '保存せずに移動しますか？',
    leave: '保存せずに移動',
  },
};
