import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/accounts.ts';
import { type Lang, t, useLanguage } from './support/i18n.ts';

// Every screen fits every phone (issue 12, item 2): at each common width, in both languages,
// signed out and signed in, the page never scrolls sideways and no header control wraps or is cut.

const WIDTHS = [320, 360, 375, 390, 414, 430, 1440];

interface Misfit {
  width: number;
  problem: string;
}

/** What does not fit at the current width: sideways scrolling, and header controls on more than one line or cut. */
function misfitsNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
    for (const control of document.querySelectorAll<HTMLElement>('header a, header button')) {
      if (control.offsetParent === null) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      const text = document.createRange();
      text.selectNodeContents(control);
      const lines = new Set(
        [...text.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) problems.push(`'${name}' wraps onto ${lines.size} lines`);
      if (control.scrollWidth > control.clientWidth + 1) problems.push(`'${name}' is cut`);
      const box = control.getBoundingClientRect();
      if (box.right > root.clientWidth + 1 || box.left < -1) problems.push(`'${name}' is outside the screen`);
    }
    // Every control a finger must hit is at least 24×24 CSS px (WCAG 2.2, 2.5.8).
    for (const control of document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], input[type="checkbox"], select',
    )) {
      const box = control.getBoundingClientRect();
      if (
        box.width === 0 ||
        getComputedStyle(control).visibility === 'hidden' ||
        control.closest('[aria-hidden="true"], [inert]')
      )
        continue;
      // A link stretched over its card (its ::after covers the card) is as big as the card.
      if (getComputedStyle(control, '::after').position === 'absolute') continue;
      if (box.width < 24 || box.height < 24)
        problems.push(
          `'${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}' is a ${Math.round(box.width)}×${Math.round(box.height)} px target`,
        );
    }
    // A long username keeps to one line (an ellipsis, never broken mid-word); on a fan's vote button it may take
    // two, broken where its words meet (docs/product.md#rule-340).
    for (const name of document.querySelectorAll<HTMLElement>('main [title]')) {
      if (name.textContent !== name.title || name.getBoundingClientRect().width === 0) continue;
      const text = document.createRange();
      text.selectNodeContents(name);
      const lines = new Set(
        [...text.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      ).size;
      if (lines > (name.closest('button[aria-pressed]') ? 2 : 1)) problems.push(`the name '${name.title}' wraps`);
    }
    return problems;
  });
}

async function misfitsOf(page: Page, path: string): Promise<Misfit[]> {
  await page.goto(path);
  // Every screen has a level-1 heading (landing pages have no header bar).
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const found: Misfit[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the layout settles after the resize.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await misfitsNow(page)) found.push({ width, problem });
  }
  return found;
}

const visitorScreens = [
  '/',
  '/calendar',
  '/home',
  '/artclash',
  '/park',
  '/signin',
  '/signup/fan',
  '/forgot-password',
  '/privacy-policy',
  '/terms',
];
const fanScreens = ['/', '/calendar', '/profile', '/my-profile'];

for (const language of ['en', 'ja'] as const satisfies Lang[]) {
  test(`every screen fits every width, signed out and signed in (${language})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await useLanguage(page, language);
    const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
      events: { _id: string }[];
    };
    const eventId = upcoming.events[0]!._id;
    const misfits: Record<string, Misfit[]> = {};
    for (const path of [...visitorScreens, `/event-details/${eventId}`, `/match-details/${eventId}`])
      misfits[`visitor ${path}`] = await misfitsOf(page, path);

    const email = uniqueEmail(`layout-${language}`);
    expect(
      (await request.post('/backend/api/register', { data: { email, password: PASSWORD, type: 'fan' } })).ok(),
    ).toBe(true);
    await page.setViewportSize({ width: 412, height: 800 });
    await page.goto('/signin');
    await page.getByLabel(t(language, 'auth.form.email')).fill(email);
    await page.getByLabel(t(language, 'auth.form.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t(language, 'auth.form.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const path of [...fanScreens, `/event-details/${eventId}`, `/voting/${eventId}`])
      misfits[`fan ${path}`] = await misfitsOf(page, path);

    // One line per screen and problem, with the widths it shows at.
    const report = Object.entries(misfits).flatMap(([screen, found]) =>
      [...new Set(found.map((misfit) => misfit.problem))].map(
        (problem) =>
          `${screen}: ${problem} at ${found
            .filter((misfit) => misfit.problem === problem)
            .map((misfit) => misfit.width)
            .join(', ')} px`,
      ),
    );
    expect(report).toEqual([]);
  });
}
