// 投票ルールが求めるものをファンに尋ねる文言と、大型スクリーンの会場コード（docs/decisions.md#305, #333）。
export const votePass = {
  provenTitle: '投票するにはメールアドレスを確認してください',
  provenLead: 'このイベントでは、確認済みのアカウントの票のみを集計します。コードを確認すると、そのまま投票されます。',
  emailLabel: 'メールアドレス',
  roomTitle: '大型スクリーンのコードを入力してください',
  roomLead:
    'このイベントでは、会場からの票を集計します。大型スクリーンのQRコードをもう一度読み取るか、短縮アドレスの下にある6桁の数字を入力してください。',
  roomInstead: '会場にいる方は、大型スクリーンのコードを入力',
  provenInstead: '配信で観ている方は、メールアドレスを確認',
  roomLabel: '大型スクリーンのコード',
  roomSubmit: '確認して投票する',
  cancel: 'あとで',
  roomReady: 'このイベントの間、この端末から投票できます。',
  screenCode: '入力するコード',
  screenCodeLabel: '投票ページで入力するコード：{{code}}',
} as const;
