import { ZVerifyOtpReplySchema } from '@artclash/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, PASSWORD, post, signUpAndLogIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('password reset with SMTP_URL set', () => {
  it('sends the code through the SMTP server, and the code resets the password', async () => {
    const { email } = await signUpAndLogIn(t);
    expect((await post(t, '/api/forgot-password', { email })).json().status).toBe(1);
    const mail = await sink.nextTo(email);
    const code = codeOf(mail.text ?? '');
    const ticket = ZVerifyOtpReplySchema.parse((await post(t, '/api/verify-otp', { email, otp: code })).json()).result
      ._id;
    expect((await post(t, '/api/new-password-create', { id: ticket, newPassword: 'Changed123' })).json().status).toBe(
      1,
    );
    expect((await post(t, '/api/login', { email, password: PASSWORD })).json().status).toBe(0);
  });
});
