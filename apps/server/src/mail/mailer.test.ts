import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodeMail } from '../modules/accounts/password-reset/reset-mail.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createMailer } from './mailer.ts';

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

describe('the mailer', () => {
  it('delivers the bilingual reset mail over SMTP_URL to a real SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: 'ArtClash <no-reply@localhost>', outboxDir, log: silent });
    await mailer.send(resetCodeMail({ to: 'fan@example.com', code: '042917' }));
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

  it('writes each message as an .eml file in the outbox when no SMTP_URL is set, and logs the path', async () => {
    const logged: object[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'ArtClash <no-reply@localhost>', outboxDir, log: { ...silent, info: (details) => logged.push(details) } });
    mailer.sendLater(resetCodeMail({ to: 'parent+1@example.com', code: '000123' }));
    await mailer.settled();
    const [file] = (await readdir(outboxDir)).filter((name) => name.includes('parent+1@example.com'));
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-parent\+1@example\.com\.eml$/);
    const mail = await simpleParser(await readFile(join(outboxDir, file!)));
    expect(mail.text).toContain('    000123');
    expect(logged).toContainEqual({ to: 'parent+1@example.com', path: join(outboxDir, file!) });
  });
});
