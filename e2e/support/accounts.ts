import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type Lang, t } from './i18n.ts';
import { testAccountCookie } from '../../apps/server/src/test/oidc-issuer.ts';
import { E2E } from './ports.ts';

const outbox = fileURLToPath(new URL('../../test-results/e2e-data/outbox', import.meta.url));

let counter = 0;
/** A fresh e-mail address per journey, so journeys never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;
}

export const PASSWORD = 'Canvas2026';

/** A new main-family account (fan or artist) made through the register call; the journey signs in with it. */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
  type: 'fan' | 'artist' = 'fan',
): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await request.post('/backend/api/register', { data: { email, password: PASSWORD, type } })).ok()).toBe(true);
  return email;
}

/** The 6-digit code of the newest reset mail to `email`, read from the outbox as a person reads their inbox. */
export async function resetCodeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        // The outbox folder appears with the first mail, which the server may still be writing.
        const mails = (existsSync(outbox) ? readdirSync(outbox) : [])
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => readFileSync(join(outbox, name)));
        for (const raw of mails.reverse()) {
          const mail = await simpleParser(raw);
          const to = Array.isArray(mail.to) ? mail.to : [mail.to];
          if (!to.some((address) => address?.text.includes(email))) continue;
          code = /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
          return code;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Says who signs in at the Google or LINE test issuer from this page's browser (journeys run side by side). */
export async function signInAtProviderAs(
  page: Page,
  provider: 'google' | 'line',
  account: { sub: string; email?: string; name?: string },
): Promise<void> {
  const port = provider === 'google' ? E2E.googlePort : E2E.linePort;
  await page
    .context()
    .addCookies([testAccountCookie(`http://127.0.0.1:${port}`, { email_verified: true, ...account })]);
}

/** The stored session, from local or session storage (docs/product.md#rule-11). */
export async function storedSession(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('artclashUser'),
    session: sessionStorage.getItem('artclashUser'),
  }));
}

/** Signs in on /signin by e-mail and password (in the page's language, English unless told), and waits for the landing on '/'. */
export async function signIn(page: Page, email: string, password: string, language: Lang = 'en'): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel(t(language, 'auth.form.email')).fill(email);
  await page.getByLabel(t(language, 'auth.form.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(language, 'auth.form.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
