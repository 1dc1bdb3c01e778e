import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translate } from '@artclash/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { mailFromOutbox, postAs, signUpAndLogIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { codeMail } from './code-mail.ts';

const silent = { info: () => undefined, error: () => undefined };
let sink: SmtpSink;
let outboxDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  outboxDir = join(await mkdtemp(join(tmpdir(), 'artclash-outbox-')), 'outbox');
});
afterAll(async () => {
  await sink.close();
  await rm(join(outboxDir, '..'), { recursive: true, force: true });
});

describe('the reset mail', () => {
  it('delivers the bilingual reset mail over SMTP_URL to a real SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: 'ArtClash <no-reply@localhost>', outboxDir, log: silent });
    await mailer.send(codeMail({ to: 'fan@example.com', code: '042917', purpose: 'reset', language: 'ja' }));
    await mailer.close();
    const mail = await sink.nextTo('fan@example.com');
    expect(mail.subject).toBe('【ArtClash】パスワード再設定コードのお知らせ / Your ArtClash password reset code');
    expect(mail.from?.value).toEqual([{ name: 'ArtClash', address: 'no-reply@localhost' }]);
    expect(mail.text).toContain('    042917');
    expect(mail.text).toContain('コードの有効期限は10分間です');
    expect(mail.text).toContain('The code is valid for 10 minutes and can be tried up to 5 times.');
    expect(mail.html).toMatch(/font-size:36px[^>]*>042917</);
    expect(mail.html).toContain('<section lang="ja">');
    expect(mail.html).toContain('<section lang="en">');
  });
});

describe('the code mails, in the language of the screen that asked first (docs/product.md#rule-348)', () => {
  const t = useTestApp();
  /** Where each language's intro stands in the mail's text and HTML, and its subject. */
  const orderOf = async (to: string, intro: 'email.proofIntro' | 'email.resetIntro') => {
    const mail = await mailFromOutbox(t, to);
    const at = (text: string, language: 'en' | 'ja') => text.indexOf(translate(language, intro));
    return {
      subject: mail.subject,
      textFirst: at(mail.text ?? '', 'en') < at(mail.text ?? '', 'ja') ? 'en' : 'ja',
      htmlFirst: /<section lang="(en|ja)">/.exec(mail.html || '')?.[1],
      both: [at(mail.text ?? '', 'en'), at(mail.text ?? '', 'ja')].every((index) => index >= 0),
    };
  };

  it('sends an English-speaking fan the code that proves the address in English first, and a Japanese one in Japanese first', async () => {
    for (const language of ['en', 'ja'] as const) {
      const { email, token } = await signUpAndLogIn(t);
      expect((await postAs(t, token, '/backend/api/email-code/send', { email }, language)).statusCode).toBe(200);
      expect(await orderOf(email, 'email.proofIntro')).toEqual({
        subject:
          language === 'en'
            ? 'Your ArtClash confirmation code / 【ArtClash】メールアドレス確認コードのお知らせ'
            : '【ArtClash】メールアドレス確認コードのお知らせ / Your ArtClash confirmation code',
        textFirst: language,
        htmlFirst: language,
        both: true,
      });
    }
  });

  it('sends the reset code in the language of the screen that asked for it first, Japanese when it names none', async () => {
    for (const language of ['en', 'ja', undefined] as const) {
      const { email } = await signUpAndLogIn(t);
      const headers = language ? { 'accept-language': language } : {};
      expect(
        (await t.inject({ method: 'POST', url: '/backend/api/forgot-password', payload: { email }, headers }))
          .statusCode,
      ).toBe(200);
      const order = await orderOf(email, 'email.resetIntro');
      expect(order).toMatchObject({ textFirst: language ?? 'ja', htmlFirst: language ?? 'ja', both: true });
      expect(order.subject?.startsWith(translate(language ?? 'ja', 'email.resetSubject'))).toBe(true);
    }
  });
});
