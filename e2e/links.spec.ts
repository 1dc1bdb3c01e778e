import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { t } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';

// No link to nowhere (issue 12, item 1; docs/product.md#rule-177): as a visitor, a fan, a park user and
// an organiser, every screen that person can open is loaded, every link on it (and in the dialogs and
// menus it opens) is followed by a fresh load of its address — once per route pattern, since one
// pattern lands the same way — and every button that navigates is pressed on a fresh load of its screen. Each must land on the screen it names — its address, its
// header title — and never on an error, a 'not found', a crash, a 5xx of our API or a silent
// redirect to '/'. Links that leave the app are checked for their form, not followed.

type Role = 'visitor' | 'fan' | 'park' | 'organiser';
/** Who a screen admits (router.tsx's guards); anyone else is turned away. */
type Gate = 'public' | 'session' | 'main' | 'organiser' | 'signed-out';

interface Screen {
  name: string;
  pattern: RegExp;
  gate: Gate;
  /** i18n keys of the header's title ({{placeholders}} match anything); '*' takes any title (the data's own). */
  titles: string[];
  /** Where the app sends this address on purpose (`/admin` → `/admin/events`). */
  landsOn?: RegExp;
}

const ID = '[^/]+';
const route = (path: string) => new RegExp(`^${path.replaceAll(':id', ID)}$`);

/** Every screen of docs/product.md §2.1 the router registers, with its header title. */
const SCREENS: Screen[] = [
  { name: 'home', pattern: route('/'), gate: 'public', titles: ['home.title'] },
  { name: 'event details', pattern: route('/event-details/:id'), gate: 'public', titles: ['events.detailsTitle'] },
  { name: 'results', pattern: route('/match-details/:id'), gate: 'public', titles: ['results.title'] },
  { name: 'calendar', pattern: route('/calendar'), gate: 'public', titles: ['calendar.title'] },
  { name: 'privacy policy', pattern: route('/privacy-policy'), gate: 'public', titles: ['legal.privacy.title'] },
  { name: 'terms', pattern: route('/terms'), gate: 'public', titles: ['legal.terms.title'] },
  {
    name: 'live event',
    pattern: route('/live-event/:id'),
    gate: 'public',
    titles: ['live.watchTitle', 'live.artBattle'],
  },
  { name: 'big screen', pattern: route('/live-event-battle/:id'), gate: 'public', titles: [] },
  { name: 'roulette', pattern: route('/roulette/:id/:id'), gate: 'public', titles: ['live.roulette.title'] },
  {
    name: 'public roulette',
    pattern: route('/roulette-public/:id/:id'),
    gate: 'public',
    titles: ['live.roulette.title'],
  },
  { name: 'profile menu', pattern: route('/profile'), gate: 'session', titles: ['profile.menu.title'] },
  {
    name: 'watch page',
    pattern: route('/live-match/:id'),
    gate: 'session',
    titles: ['live.watchTitle', 'live.artBattle'],
  },
  // A visitor sees the ways in on the voting screen itself (docs/product.md#rule-330).
  { name: 'voting', pattern: route('/voting/:id'), gate: 'public', titles: ['live.votingTitle'] },
  { name: 'past voting', pattern: route('/past-voting'), gate: 'session', titles: ['profile.pastVoting.title'] },
  { name: 'event history', pattern: route('/event-history'), gate: 'session', titles: ['profile.eventHistory.title'] },
  {
    name: 'participated events',
    pattern: route('/participated-events'),
    gate: 'main',
    titles: ['profile.participated.title'],
  },
  { name: 'my profile', pattern: route('/my-profile'), gate: 'main', titles: ['profile.my.title'] },
  { name: 'general profile', pattern: route('/user-profile'), gate: 'main', titles: ['profile.general.title'] },
  { name: 'user interests', pattern: route('/user-interests'), gate: 'main', titles: ['profile.interests.title'] },
  { name: 'public profile', pattern: route('/public-profile/:id'), gate: 'main', titles: ['profile.public.title'] },
  { name: 'new post', pattern: route('/add-post'), gate: 'main', titles: ['posts.add.title'] },
  { name: 'post details', pattern: route('/post-details/:id'), gate: 'main', titles: ['posts.details.title'] },
  { name: 'update post', pattern: route('/update-post/:id'), gate: 'main', titles: ['posts.update.title'] },
  {
    name: 'console',
    pattern: route('/admin'),
    gate: 'organiser',
    titles: ['organiser.events.title'],
    landsOn: route('/admin/events'),
  },
  { name: 'console events', pattern: route('/admin/events'), gate: 'organiser', titles: ['organiser.events.title'] },
  { name: 'new event', pattern: route('/admin/events/new'), gate: 'organiser', titles: ['organiser.editor.newTitle'] },
  { name: 'event editor', pattern: route('/admin/events/:id'), gate: 'organiser', titles: ['*'] },
  { name: 'battles', pattern: route('/admin/add-battles/:id'), gate: 'organiser', titles: ['organiser.battles.title'] },
  {
    name: 'roulette pool',
    pattern: route('/admin/roulette-pool/:id'),
    gate: 'organiser',
    titles: ['organiser.roulette.title'],
  },
  { name: 'control room', pattern: route('/admin/live/:id'), gate: 'organiser', titles: ['organiser.control.title'] },
  { name: 'night report', pattern: route('/admin/report/:id'), gate: 'organiser', titles: ['organiser.report.title'] },
  { name: 'organisers', pattern: route('/admin/organisers'), gate: 'organiser', titles: ['organiser.accounts.title'] },
  {
    name: 'reference data',
    pattern: route('/admin/reference'),
    gate: 'organiser',
    titles: ['organiser.reference.title'],
  },
  { name: 'chooser', pattern: route('/home'), gate: 'signed-out', titles: ['landing.chooserTitle'] },
  { name: 'welcome', pattern: route('/artclash'), gate: 'signed-out', titles: ['landing.welcomeTitle'] },
  { name: 'account type', pattern: route('/user-type'), gate: 'signed-out', titles: ['auth.screens.userTypeTitle'] },
  { name: 'login', pattern: route('/signin'), gate: 'signed-out', titles: ['auth.screens.signinTitle'] },
  {
    name: 'register',
    pattern: route('/signup/(fan|artist)'),
    gate: 'signed-out',
    titles: ['auth.screens.signupTitle'],
  },
  {
    name: 'forgot password',
    pattern: route('/forgot-password'),
    gate: 'signed-out',
    titles: ['auth.screens.forgotTitle'],
  },
  { name: 'park landing', pattern: route('/park'), gate: 'signed-out', titles: ['landing.parkTitle'] },
  {
    name: 'park account type',
    pattern: route('/park/user-type'),
    gate: 'signed-out',
    titles: ['auth.park.userTypeTitle'],
  },
  { name: 'park login', pattern: route('/park/signin'), gate: 'signed-out', titles: ['auth.park.signinTitle'] },
];
// Registered but reached only in the middle of a flow (steered elsewhere when opened cold, §2.2):
// /verify-email, /recover-password and the later park steps. A link to one is a link to nowhere.

/** The big screen has no header: its marker is the document title. */
const BIG_SCREEN_TITLE = () => `${t('en', 'live.bigScreen.title')} | ArtClash`;

function screenOf(pathname: string): Screen | undefined {
  return SCREENS.find((screen) => screen.pattern.test(pathname));
}

function admits(gate: Gate, role: Role): boolean {
  switch (gate) {
    case 'public':
      return true;
    case 'session':
      return role !== 'visitor';
    case 'main':
      return role === 'fan' || role === 'organiser'; // the organiser's account is a fan's (ensure-organiser.ts)
    case 'organiser':
      return role === 'organiser';
    case 'signed-out':
      return role === 'visitor';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its {{placeholders}} as wildcards, anchored. */
const messagePattern = (key: string) => {
  try {
    return new RegExp(
      `^${t('en', key)
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escapeRegExp)
        .join('.+')}$`,
    );
  } catch {
    return /(?!)/; // a title key the dictionaries lack: no header matches
  }
};

/** What an error or a missing thing looks like on any screen. */
const ERROR_TEXTS = [
  'common.errorTitle',
  'common.notFoundTitle',
  'profile.public.notFoundTitle',
  'posts.details.notFoundTitle',
].map((key) => t('en', key));

interface Found {
  href: string;
  from: string;
  label: string;
  target: string | null;
  rel: string | null;
}

/** Problems the page reported while it was open: crashes, console errors, and 5xx answers of our own API. */
function watch(page: Page): { problems: string[]; reset: () => void } {
  const state = { problems: [] as string[] };
  page.on('pageerror', (error) => state.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') state.problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500 && new URL(response.url()).pathname.startsWith('/backend/')) {
      state.problems.push(`${response.status()} from ${new URL(response.url()).pathname}`);
    }
  });
  return {
    get problems() {
      return state.problems;
    },
    reset: () => {
      state.problems = [];
    },
  };
}

/** Waits until the screen has settled enough for its data-driven links to be there. */
async function settle(page: Page): Promise<void> {
  // The live screens hold a stream open and poll, so 'networkidle' may never come: wait instead until
  // nothing says it is loading and the links and text stop changing (capped, so a live screen stays quick).
  const snapshot = () =>
    page.evaluate(() => ({
      loading: [...document.querySelectorAll('[aria-busy="true"], [role="status"]')].filter(
        (element) => element.getAttribute('aria-busy') === 'true' || /Loading/.test(element.textContent ?? ''),
      ).length,
      // Not the text: countdowns change it every second.
      shape: `${document.querySelectorAll('a[href]').length} ${document.querySelectorAll('button').length}`,
    }));
  let last = '';
  for (let round = 0; round < 25; round++) {
    const now = await snapshot();
    if (now.loading === 0 && now.shape === last) return;
    last = now.shape;
    await page.waitForTimeout(100);
  }
}

/** The anchors on the page as it is now (the skip link and other in-page anchors included). */
async function anchorsOn(page: Page, from: string, within = 'body'): Promise<Found[]> {
  return page.locator(`${within} a[href]`).evaluateAll(
    (anchors, source) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        from: source,
        label: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim().slice(0, 60),
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
      })),
    from,
  );
}

/** Opens each menu and each dialog a button offers (one of each kind) and collects the links inside. */
async function linksBehindButtons(page: Page, from: string, seen: Set<string>): Promise<Found[]> {
  const found: Found[] = [];
  const menuButtons = page.locator('button[aria-haspopup="menu"]');
  for (let index = 0; index < (await menuButtons.count()); index++) {
    // The account menu is one component on every screen: opened once per journey.
    if (seen.has('account menu')) break;
    seen.add('account menu');
    await menuButtons.nth(index).click();
    await page.getByRole('menu').waitFor();
    found.push(...(await anchorsOn(page, `${from} (menu)`, '[role="menu"]')));
    await page.keyboard.press('Escape');
  }
  const dialogButtons = page.locator('main button[aria-haspopup="dialog"]:visible');
  for (let index = 0; index < (await dialogButtons.count()); index++) {
    const button = dialogButtons.nth(index);
    // One button per kind and journey: gallery photos and participant counts differ only by their numbers.
    const kind = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').replace(/\d+/g, '#');
    if (seen.has(kind) || !(await button.isEnabled())) continue;
    seen.add(kind);
    await button.click();
    const dialog = page.getByRole('dialog');
    if (
      await dialog.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    ) {
      found.push(...(await anchorsOn(page, `${from} (dialog '${kind}')`, '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
    }
  }
  return found;
}

/** The buttons that navigate (docs/product.md §2.3, §2.9), with where they go; each ends the session. */
const NAVIGATING_BUTTONS = [
  { key: 'header.logout', role: 'menuitem' as const, viaMenu: true, landsOn: route('/home') },
  { key: 'profile.menu.logout', role: 'button' as const, viaMenu: false, landsOn: route('/home') },
  { key: 'profile.menu.logoutEverywhere', role: 'button' as const, viaMenu: false, landsOn: route('/home') },
];

class Journey {
  readonly problems: string[] = [];
  /** Every distinct link address met, and every navigating button pressed. */
  readonly links = new Set<string>();
  /** Fresh loads of a screen: the starting screens, and one link per route pattern not yet loaded. */
  loads = 0;
  private readonly visited = new Set<string>();
  private readonly queue: { href: string; from: string }[] = [];
  private readonly later: string[] = [];
  private readonly buttons = new Map<string, string>();
  /** Menus and dialog openers already opened (one of each kind per journey). */
  private readonly opened = new Set<string>();
  private readonly watcher;

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly role: Role,
    private readonly signInAgain: () => Promise<void>,
    /** Buttons left unpressed: 'Log out everywhere' would end the shared organiser's sessions in other journeys. */
    private readonly spared: string[] = [],
  ) {
    this.watcher = watch(page);
  }

  /** Screens loaded first, each of them (two events of one pattern offer different links). */
  start(...hrefs: string[]): void {
    for (const href of hrefs) this.queue.push({ href, from: 'the address bar' });
  }

  /** Screens this role can open, loaded at the end unless a link already led to their pattern. */
  alsoOpens(...hrefs: string[]): void {
    this.later.push(...hrefs);
  }

  async run(): Promise<void> {
    for (;;) {
      const next = this.queue.shift() ?? this.laterOne();
      if (!next) break;
      const { href, from } = next;
      const url = new URL(href, 'http://app.invalid');
      const screen = screenOf(url.pathname);
      // Every starting screen once; a link once per route pattern (the same pattern lands the same way).
      const key =
        from === 'the address bar' ? `start ${url.pathname}${url.search}` : `screen ${screen?.name ?? url.pathname}`;
      if (this.visited.has(key)) continue;
      this.visited.add(key);
      if (screen) this.visited.add(`screen ${screen.name}`);
      const started = Date.now();
      await this.visit(url, from);
      if (process.env.LINKS_DEBUG) console.log(`${this.role} ${url.pathname} ${Date.now() - started} ms`);
    }
    await this.pressButtons();
  }

  private laterOne(): { href: string; from: string } | undefined {
    while (this.later.length > 0) {
      const href = this.later.shift()!;
      const screen = screenOf(new URL(href, 'http://app.invalid').pathname);
      if (!screen || !this.visited.has(`screen ${screen.name}`)) return { href, from: 'the address bar' };
    }
    return undefined;
  }

  private fail(problem: string): void {
    this.problems.push(`${this.role}: ${problem}`);
  }

  private async visit(url: URL, from: string): Promise<void> {
    const path = url.pathname + url.search;
    const screen = screenOf(url.pathname);
    if (!screen) {
      this.fail(`'${path}' (from ${from}) names no screen of the app`);
      return;
    }
    this.loads++;
    this.watcher.reset();
    await this.page.goto(path, { waitUntil: 'domcontentloaded' });
    const landed = await this.landing(screen, path);
    if (landed !== 'screen') {
      if (landed) this.fail(`'${path}' (from ${from}) ${landed}`);
      return;
    }
    await settle(this.page);
    // Still there once settled: no screen that shows itself and then moves on.
    if (!(screen.landsOn ?? screen.pattern).test(new URL(this.page.url()).pathname)) {
      this.fail(`'${path}' (from ${from}) shows ${screen.name}, then moves on to ${new URL(this.page.url()).pathname}`);
      return;
    }
    const errors = await this.errorsShown();
    if (errors.length > 0) this.fail(`'${path}' (from ${from}) shows ${errors.join(', ')}`);
    const here = `${screen.name} ${path}`;
    const links = [...(await anchorsOn(this.page, here)), ...(await linksBehindButtons(this.page, here, this.opened))];
    for (const link of links) await this.check(link);
    for (const button of NAVIGATING_BUTTONS) {
      if (this.buttons.has(button.key)) continue;
      const present = button.viaMenu
        ? (await this.page.locator('button[aria-haspopup="menu"]').count()) > 0
        : (await this.page.getByRole(button.role, { name: t('en', button.key), exact: true }).count()) > 0;
      if (present) this.buttons.set(button.key, path);
    }
    for (const problem of this.watcher.problems) this.fail(`'${path}' (from ${from}): ${problem}`);
  }

  /**
   * 'screen' when the screen named is there; null when this role is turned away as it should be (a
   * visitor sent to sign in with the screen as `next`); otherwise what went wrong.
   */
  private async landing(screen: Screen, path: string): Promise<'screen' | string | null> {
    const at = () => `${new URL(this.page.url()).pathname}${new URL(this.page.url()).search}`;
    if (!admits(screen.gate, this.role)) {
      if (this.role === 'visitor' && (screen.gate === 'session' || screen.gate === 'main')) {
        // The way in, which ends on the screen named (docs/product.md#rule-152): a fan's account opens it.
        const asked = await this.reached(
          this.page.waitForFunction(
            (next) => location.pathname === '/home' && new URLSearchParams(location.search).get('next') === next,
            path,
            { timeout: 5_000, polling: 'raf' },
          ),
        );
        return asked ? null : `should ask a visitor to sign in and come back, but lands on ${at()}`;
      }
      await this.page.waitForTimeout(500);
      return `is offered to a ${this.role} who may not open it: lands on ${at()}`;
    }
    const expected = {
      path: (screen.landsOn ?? screen.pattern).source,
      titles: screen.titles.map((key) => (key === '*' ? '.+' : messagePattern(key).source)),
      document: screen.titles.length === 0 ? BIG_SCREEN_TITLE() : null,
    };
    // Polled in the page on every frame: the address the screen named, and its header (the big screen: its document title).
    const shown = await this.reached(
      this.page.waitForFunction(
        ({ path: pattern, titles, document: title }) => {
          if (!new RegExp(pattern).test(location.pathname)) return false;
          if (title) return document.title === title;
          const heading = document.querySelector('header h1')?.textContent?.trim() ?? '';
          return titles.some((source) => new RegExp(source).test(heading));
        },
        expected,
        { timeout: 10_000, polling: 'raf' },
      ),
    );
    if (shown) return 'screen';
    if (!new RegExp(expected.path).test(new URL(this.page.url()).pathname))
      return `should open ${screen.name} but lands on ${at()}`;
    if (expected.document) return `should be titled '${expected.document}' but is '${await this.page.title()}'`;
    return `should show ${screen.name} but its header reads '${(
      await this.page
        .locator('header h1')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => '')
    )?.trim()}'`;
  }

  /** Whether a wait for the page ends in time. */
  private reached(waiting: Promise<unknown>): Promise<boolean> {
    return waiting.then(
      () => true,
      () => false,
    );
  }

  private async errorsShown(): Promise<string[]> {
    const shown = await this.page.evaluate((texts) => {
      const visible = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => element.childElementCount === 0 && element.offsetParent !== null,
      );
      return texts.filter((text) => visible.some((element) => element.textContent?.trim() === text));
    }, ERROR_TEXTS);
    return shown.map((text) => `'${text}'`);
  }

  /** A link is followed when it stays in the app, checked for its form when it leaves it. */
  private async check(link: Found): Promise<void> {
    this.links.add(link.href);
    const where = `'${link.label}' → '${link.href}' on ${link.from}`;
    if (link.href.startsWith('#')) {
      const id = decodeURIComponent(link.href.slice(1));
      if (id && (await this.page.locator(`[id="${id}"]`).count()) === 0) this.fail(`${where}: no element with that id`);
      return;
    }
    if (link.href.startsWith('mailto:')) {
      if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(link.href)) this.fail(`${where}: not an e-mail address`);
      return;
    }
    let url: URL;
    try {
      url = new URL(link.href, this.page.url());
    } catch {
      this.fail(`${where}: not an address`);
      return;
    }
    const ours = new URL(this.page.url()).origin;
    if (url.origin !== ours) {
      if (url.protocol !== 'https:' || !url.hostname.includes('.'))
        this.fail(`${where}: not a well-formed https address`);
      if (link.target === '_blank' && !/noopener|noreferrer/.test(link.rel ?? ''))
        this.fail(`${where}: opens a new tab without rel=noopener`);
      return;
    }
    if (url.pathname.startsWith('/backend/') || url.pathname.startsWith('/uploads/')) {
      // A call of the server the browser leaves the app for (Google/LINE sign-in, a file): it answers, without an error.
      const key = `server ${url.pathname}`;
      if (this.visited.has(key)) return;
      this.visited.add(key);
      const reply = await this.request.get(url.href, { maxRedirects: 0 });
      if (reply.status() >= 400) this.fail(`${where}: the server answers ${reply.status()}`);
      return;
    }
    if (link.target === '_blank' && !/noopener|noreferrer/.test(link.rel ?? ''))
      this.fail(`${where}: opens a new tab without rel=noopener`);
    this.queue.push({ href: url.pathname + url.search, from: `'${link.label}' on ${link.from}` });
  }

  /** Each navigating button, pressed once on a fresh load of a screen that has it; the session is then made again. */
  private async pressButtons(): Promise<void> {
    for (const button of NAVIGATING_BUTTONS) {
      const path = this.buttons.get(button.key);
      if (!path || this.spared.includes(button.key)) continue;
      this.watcher.reset();
      await this.page.goto(path);
      await this.page.locator('header h1').first().waitFor();
      if (button.viaMenu) await this.page.locator('button[aria-haspopup="menu"]').first().click();
      await this.page.getByRole(button.role, { name: t('en', button.key), exact: true }).click();
      this.links.add(`${t('en', button.key)} on ${path}`);
      const arrived = await expect
        .poll(() => new URL(this.page.url()).pathname, { timeout: 5_000 })
        .toMatch(button.landsOn)
        .then(
          () => true,
          () => false,
        );
      if (!arrived) this.fail(`'${t('en', button.key)}' on ${path} lands on ${new URL(this.page.url()).pathname}`);
      for (const problem of this.watcher.problems) this.fail(`'${t('en', button.key)}' on ${path}: ${problem}`);
      await this.signInAgain();
    }
  }
}

/** Ids of the demo content: an upcoming and a past event, and a battle of an event. */
async function demoIds(
  request: APIRequestContext,
): Promise<{ upcoming: string; past: string; battleEvent: string; battle: string }> {
  const upcoming = (
    (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as { events: { _id: string }[] }
  ).events;
  const past = ((await (await request.get('/backend/api/GetPastEvent')).json()) as { events: { _id: string }[] })
    .events;
  for (const event of [...past, ...upcoming]) {
    const reply = (await (await request.get(`/backend/api/EventByAllBattle/${event._id}`)).json()) as {
      event: { battles: { _id: string }[] };
    };
    const battle = reply.event.battles[0];
    if (battle) return { upcoming: upcoming[0]!._id, past: past[0]!._id, battleEvent: event._id, battle: battle._id };
  }
  throw new Error('the demo content has no battle');
}

async function register(request: APIRequestContext, type: 'fan' | 'parent'): Promise<string> {
  const email = uniqueEmail(`links-${type}`);
  const reply = await request.post('/backend/api/register', { data: { email, password: PASSWORD, type } });
  expect(reply.ok()).toBe(true);
  if (type === 'parent') {
    // The park steps' end (register-now), as /park/select-events sends it.
    const { userID } = (await reply.json()) as { userID: string };
    const interests = (await (await request.get('/backend/api/AllInterestedEvent')).json()) as {
      data: { _id: string }[];
    };
    const event_interests = interests.data.slice(0, 1).map((event) => event._id);
    const done = await request.post('/backend/api/register-now', {
      data: { userID, parent_age: '1980-1-1', child_age: '2015-1-1', event_interests, type: '' },
    });
    expect(done.ok()).toBe(true);
  }
  return email;
}

function report(journey: Journey): void {
  const summary = `${journey.links.size} distinct links and buttons, ${journey.loads} screens loaded`;
  test.info().annotations.push({ type: 'links', description: summary });
  if (process.env.LINKS_DEBUG) console.log(summary);
  expect(journey.problems).toEqual([]);
}

type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The screens that offer different links for different events, loaded each; everything else is reached by its links. */
const eventScreens = (ids: DemoIds) => [
  '/',
  `/event-details/${ids.upcoming}`,
  `/event-details/${ids.past}`,
  `/match-details/${ids.past}`,
  `/live-event-battle/${ids.battleEvent}`,
];
const publicScreens = (ids: DemoIds) => [
  '/calendar',
  '/privacy-policy',
  '/terms',
  `/live-event/${ids.battleEvent}`,
  `/roulette-public/${ids.battleEvent}/${ids.battle}`,
];
const signedInScreens = (ids: DemoIds) => [
  '/profile',
  '/past-voting',
  '/event-history',
  `/live-match/${ids.battleEvent}`,
  `/voting/${ids.battleEvent}`,
];
const creatorScreens = ['/my-profile', '/user-profile', '/user-interests', '/add-post', '/participated-events'];

test.describe('no link to nowhere', () => {
  test('as a visitor', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ids = await demoIds(request);
    const journey = new Journey(page, request, 'visitor', async () => undefined);
    journey.start(...eventScreens(ids));
    journey.alsoOpens(
      ...publicScreens(ids),
      '/home',
      '/artclash',
      '/park',
      '/user-type',
      '/signin',
      '/signup/fan',
      '/forgot-password',
      '/park/user-type',
      '/park/signin',
    );
    await journey.run();
    report(journey);
  });

  test('as a fan', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ids = await demoIds(request);
    const email = await register(request, 'fan');
    await signIn(page, email, PASSWORD);
    const journey = new Journey(page, request, 'fan', () => signIn(page, email, PASSWORD));
    journey.start(...eventScreens(ids), '/profile');
    journey.alsoOpens(...publicScreens(ids), ...signedInScreens(ids), ...creatorScreens);
    await journey.run();
    report(journey);
  });

  test('as a park user', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ids = await demoIds(request);
    const email = await register(request, 'parent');
    await signIn(page, email, PASSWORD);
    const journey = new Journey(page, request, 'park', () => signIn(page, email, PASSWORD));
    journey.start(...eventScreens(ids), '/profile');
    journey.alsoOpens(...publicScreens(ids), ...signedInScreens(ids));
    await journey.run();
    report(journey);
  });

  test('as an organiser', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ids = await demoIds(request);
    await signIn(page, ORGANISER.email, ORGANISER.password);
    const journey = new Journey(page, request, 'organiser', () => signIn(page, ORGANISER.email, ORGANISER.password), [
      'profile.menu.logoutEverywhere',
    ]);
    journey.start(...eventScreens(ids), '/profile', '/admin');
    journey.alsoOpens(
      ...publicScreens(ids),
      ...signedInScreens(ids),
      ...creatorScreens,
      `/roulette/${ids.battleEvent}/${ids.battle}`,
      '/admin/events',
      '/admin/events/new',
      `/admin/events/${ids.upcoming}`,
      `/admin/add-battles/${ids.battleEvent}`,
      `/admin/roulette-pool/${ids.battleEvent}`,
      `/admin/live/${ids.battleEvent}`,
      `/admin/report/${ids.battleEvent}`,
      '/admin/organisers',
      '/admin/reference',
    );
    await journey.run();
    report(journey);
  });
});
