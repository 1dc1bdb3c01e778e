import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer.ts';

const silent = { info: () => undefined, error: () => undefined };
let outboxDir: string;

/** A message with an indented code line, the way the reset mail shows its code. */
const codeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: 'Code',
  text: `Your code:\n\n    ${code}\n`,
  html: `<p>${code}</p>`,
});

beforeAll(async () => {
  outboxDir = join(await mkdtemp(join(tmpdir(), 'artclash-outbox-')), 'outbox');
});
afterAll(async () => {
  await rm(join(outboxDir, '..'), { recursive: true, force: true });
});

describe('the mailer', () => {
  it('writes each message as an .eml file in the outbox when no SMTP_URL is set, and logs the path', async () => {
    const logged: object[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'ArtClash <no-reply@localhost>',
      outboxDir,
      log: { ...silent, info: (details) => logged.push(details) },
    });
    mailer.sendLater(codeMail('parent+1@example.com', '000123'));
    await mailer.settled();
    const [file] = (await readdir(outboxDir)).filter((name) => name.includes('parent+1@example.com'));
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-parent\+1@example\.com\.eml$/);
    const mail = await simpleParser(await readFile(join(outboxDir, file!)));
    expect(mail.text).toContain('    000123');
    expect(logged).toContainEqual({ to: 'parent+1@example.com', path: join(outboxDir, file!) });
  });
});
