import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
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
    await mailer.send(codeMail({ to: 'fan@example.com', code: '042917', purpose: 'reset' }));
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
