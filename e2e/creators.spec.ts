import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import {
  PASSWORD,
  registerAccount,
  resetCodeFor,
  signIn,
  signInAtProviderAs,
  storedSession,
  uniqueEmail,
} from './support/accounts.ts';
import { t, useLanguage, type Lang } from './support/i18n.ts';

// The creators' screens of issue 10 (docs/product.md §2.9, §2.10): the general profile, the bio and
// the image on My Profile, interests, a post from New Post to its deletion, and what another person
// may see of someone's posts on their public profile.

/** A dictionary text with its placeholders filled in. */
const tf = (language: Lang, key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    t(language, key),
  );

/** A dictionary text with its placeholders as patterns (an upload's percentage). */
const pattern = (language: Lang, key: string) =>
  new RegExp(
    t(language, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\s*\w+\s*\}\}/g, '\\d+'),
  );

/** A real picture of a few pixels, made as a camera or an editor would save it. */
const picture = (format: 'png' | 'jpeg', colour: { r: number; g: number; b: number }, width = 96, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** The session's user id and token, as the app stored them at sign-in. */
async function sessionOf(page: Page): Promise<{ userId: string; token: string; username: string }> {
  const { local, session } = await storedSession(page);
  const stored = JSON.parse(local ?? session ?? '{}') as { _id?: string; token?: string; username?: string };
  return { userId: stored._id ?? '', token: stored.token ?? '', username: stored.username ?? '' };
}

/** Holds the replies of one call back a little, so a person sees the 'Uploading N%' / 'Saving...' in between. */
async function slowDown(page: Page, call: string, milliseconds = 700) {
  await page.route(`**/backend/api/${call}`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.fulfill({ response });
  });
}

/** Whether an <img> has finished loading a real picture. */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test.describe('creators: profile and posts', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('each general-profile field opens with its own pencil, and a reload shows them saved', async ({
    page,
    request,
  }) => {
    test.slow(); // every field of the general profile, each saved, then a reload
    const email = await registerAccount(request, 'general');
    await signIn(page, email, PASSWORD);
    await page.goto('/user-profile');
    const form = page.getByRole('form', { name: t('en', 'profile.general.formLabel') });
    const control = (key: string) => form.getByLabel(t('en', key), { exact: true });
    const pencil = (key: string) =>
      form.getByRole('button', { name: tf('en', 'profile.general.edit', { field: t('en', key) }) });
    const keys = [
      'username',
      'nickname',
      'email',
      'country',
      'city',
      'instagram',
      'twitter',
      'website',
      'school',
      'teamName',
    ].map((name) => `profile.general.${name}`);

    // Every field shows its saved value, locked; the e-mail of an account that has one has no pencil (§5).
    // The account was registered without a display name: the server made one that is not the e-mail's
    // (docs/product.md#rule-291).
    await expect(control('profile.general.username')).toHaveValue(/^fan-[0-9a-f]{6}$/);
    await expect(control('profile.general.email')).toHaveValue(email);
    for (const key of keys) await expect(control(key)).toBeDisabled();
    await expect(pencil('profile.general.email')).toHaveCount(0);
    await expectAccessible(page, 'general profile, locked');

    const username = `maker${Date.now().toString(36)}`;
    const texts: [string, string][] = [
      ['profile.general.username', username],
      ['profile.general.nickname', 'Momo'],
      ['profile.general.instagram', 'https://instagram.com/momo.paints'],
      ['profile.general.twitter', 'https://twitter.com/momopaints'],
      ['profile.general.website', 'https://momo.example.com/'],
      ['profile.general.school', 'Tama Art University'],
      ['profile.general.teamName', 'Night Brushes'],
    ];
    const opened = new Set<string>();
    const open = async (key: string) => {
      await pencil(key).click();
      opened.add(key);
      // The pencil enables and focuses its own field, and no other.
      await expect(control(key)).toBeEnabled();
      await expect(control(key)).toBeFocused();
      await expect(pencil(key)).toHaveAttribute('aria-pressed', 'true');
      for (const other of keys.filter((k) => !opened.has(k))) await expect(control(other)).toBeDisabled();
    };
    for (const [key, value] of texts.slice(0, 2)) {
      await open(key);
      await control(key).fill(value);
    }

    // Country and City become selects fed by the server's lists; the city list follows the country.
    await open('profile.general.city');
    await expect(
      control('profile.general.city').getByRole('option', { name: t('en', 'profile.general.chooseCountryFirst') }),
    ).toBeAttached();
    await open('profile.general.country');
    await expect(control('profile.general.country')).toHaveJSProperty('tagName', 'SELECT');
    await control('profile.general.country').selectOption('Japan');
    await expect(control('profile.general.city').getByRole('option', { name: 'Osaka' })).toBeAttached();
    await expect(control('profile.general.city').getByRole('option', { name: 'Seoul' })).toHaveCount(0);
    await control('profile.general.city').selectOption('Osaka');

    for (const [key, value] of texts.slice(2)) {
      await open(key);
      await control(key).fill(value);
    }

    // §5: the username must stay; nothing is sent while a field error shows.
    await control('profile.general.username').fill('  ');
    await form.getByRole('button', { name: t('en', 'profile.general.update'), exact: true }).click();
    await expect(form.getByText(t('en', 'profile.general.usernameRequired'))).toBeVisible();
    await control('profile.general.username').fill(username);
    await expect(form.getByText(t('en', 'profile.general.usernameRequired'))).toBeHidden();

    await form.getByRole('button', { name: t('en', 'profile.general.update'), exact: true }).click();
    await expect(page.getByText(t('en', 'server.profileUpdated'))).toBeVisible();
    for (const key of keys) await expect(control(key)).toBeDisabled();

    await page.reload();
    for (const [key, value] of texts) await expect(control(key)).toHaveValue(value);
    await expect(control('profile.general.country')).toHaveValue('Japan');
    await expect(control('profile.general.city')).toHaveValue('Osaka');
    await expect(control('profile.general.email')).toHaveValue(email);

    // My Profile shows the new name, the country and the links, each opening in a new tab.
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: username })).toBeVisible();
    const country = page.getByRole('main').getByRole('definition').first();
    await expect(country).toHaveText('Japan');
    const website = page.getByRole('link', {
      name: tf('en', 'profile.my.opensInNewTab', { name: t('en', 'profile.my.website') }),
    });
    await expect(website).toHaveAttribute('href', 'https://momo.example.com/');
    await expect(website).toHaveAttribute('target', '_blank');
  });

  test('an account without an e-mail adds one on the general profile, checked by §5 and proven by a code (docs/decisions.md#260), and then it is locked', async ({
    page,
  }) => {
    // A Google account that gave no address: the only way an account has none.
    const name = `Noaddress ${Date.now().toString(36)}`;
    await signInAtProviderAs(page, 'google', { sub: `g-${uniqueEmail('no-mail')}`, name });
    await page.goto('/signin');
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithGoogle') }).click();
    // The address is '/' as soon as the one-time code leaves it; signed in once the exchange has answered.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: tf('en', 'header.accountMenu', { name }) })).toBeVisible();

    const sent: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith('/backend/api/GeneralUserProfileUp')) sent.push(call.postData() ?? '');
    });
    await page.goto('/user-profile');
    const form = page.getByRole('form', { name: t('en', 'profile.general.formLabel') });
    const field = form.getByLabel(t('en', 'profile.general.email'), { exact: true });
    const update = form.getByRole('button', { name: t('en', 'profile.general.update'), exact: true });
    await expect(form.getByLabel(t('en', 'profile.general.username'), { exact: true })).toHaveValue(name);
    await expect(field).toHaveValue('');
    await expect(field).toBeDisabled();
    await form
      .getByRole('button', { name: tf('en', 'profile.general.edit', { field: t('en', 'profile.general.email') }) })
      .click();
    await expect(field).toBeFocused();

    await update.click();
    await expect(form.getByText(t('en', 'profile.general.emailRequired'))).toBeVisible();
    await field.fill('momo.example.com');
    await update.click();
    await expect(form.getByText(t('en', 'profile.general.invalidEmail'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent, 'nothing is sent while a field error shows').toEqual([]);

    const email = uniqueEmail('added');
    await field.fill(email);
    await update.click();
    await expect(form.getByText(t('en', 'server.emailNeedsCode'))).toBeVisible();
    expect(sent, 'an address is never saved by Update').toEqual([]);
    await form.getByRole('button', { name: t('en', 'auth.emailCode.send'), exact: true }).click();
    await expect(page.getByText(tf('en', 'auth.messages.emailCodeSent', { email }))).toBeVisible();
    const codeField = form.getByLabel(t('en', 'auth.emailCode.label'));
    await codeField.fill(await resetCodeFor(email));
    await form.getByRole('button', { name: t('en', 'auth.emailCode.confirm'), exact: true }).click();
    await expect(page.getByText(t('en', 'auth.messages.emailProven'))).toBeVisible();
    await expect(field).toHaveValue(email);
    await expect(field).toBeDisabled();
    await update.click();
    await expect(page.getByText(t('en', 'server.profileUpdated'))).toBeVisible();
    expect(JSON.parse(sent[0]!)).toMatchObject({ email: '' });

    // Once the account has an address, it shows locked, without a pencil, and is sent empty.
    await page.reload();
    await expect(field).toHaveValue(email);
    await expect(field).toBeDisabled();
    await expect(
      form.getByRole('button', { name: tf('en', 'profile.general.edit', { field: t('en', 'profile.general.email') }) }),
    ).toHaveCount(0);
    await update.click();
    await expect(page.getByText(t('en', 'server.profileUpdated'))).toBeVisible();
    expect(JSON.parse(sent[1]!)).toMatchObject({ email: '' });
  });

  test('the bio modal on My Profile refuses an empty bio and saves one', async ({ page, request }) => {
    const email = await registerAccount(request, 'bio');
    await signIn(page, email, PASSWORD);
    await page.goto('/my-profile');
    await expect(page.getByText(t('en', 'profile.my.addBio'))).toBeVisible();

    await page.getByRole('button', { name: t('en', 'profile.my.editBio') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'profile.bioModal.title') });
    const bio = dialog.getByLabel(t('en', 'profile.bioModal.label'));
    await expect(bio).toHaveValue('');
    await dialog.getByRole('button', { name: t('en', 'profile.bioModal.update') }).click();
    await expect(dialog.getByText(t('en', 'profile.bioModal.required'))).toBeVisible();
    await expectAccessible(page, 'bio modal with its error');

    const text = 'I paint harbours at night, mostly in ink and gouache.';
    await bio.fill(`  ${text}  `);
    await dialog.getByRole('button', { name: t('en', 'profile.bioModal.update') }).click();
    await expect(page.getByText(t('en', 'server.bioUpdated'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText(t('en', 'profile.my.addBio'))).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    // Each opening starts from the saved bio.
    await page.getByRole('button', { name: t('en', 'profile.my.editBio') }).click();
    await expect(dialog.getByLabel(t('en', 'profile.bioModal.label'))).toHaveValue(text);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a profile image dropped on the image modal shows its preview and upload progress, then becomes the avatar', async ({
    page,
    request,
  }) => {
    const email = await registerAccount(request, 'avatar');
    await signIn(page, email, PASSWORD);
    await page.goto('/my-profile');
    const edit = page.getByRole('button', { name: t('en', 'profile.my.editImage') });
    const avatar = edit.locator('xpath=..').locator('img');
    await expect(avatar).toBeVisible();
    expect(await avatar.getAttribute('src')).not.toContain('/backend/uploads/');

    await edit.click();
    const dialog = page.getByRole('dialog', { name: t('en', 'profile.imageModal.title') });
    const dropZone = dialog.locator('label').filter({ hasText: t('en', 'profile.imageModal.drop') });
    await expect(dropZone).toBeVisible();

    /** Drags a file from the desktop onto the drop zone, as a person does. */
    const drop = async (bytes: Buffer, name: string, type: string) => {
      const transfer = await page.evaluateHandle(
        ({ base64, name, type }) => {
          const data = new DataTransfer();
          data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
          return data;
        },
        { base64: bytes.toString('base64'), name, type },
      );
      await dropZone.dispatchEvent('dragenter', { dataTransfer: transfer });
      await dropZone.dispatchEvent('dragover', { dataTransfer: transfer });
      await dropZone.dispatchEvent('drop', { dataTransfer: transfer });
    };

    // A file that is no JPEG, PNG or WebP is refused before anything is sent (§5).
    await drop(Buffer.from('GIF89a not really'), 'sketch.gif', 'image/gif');
    await expect(dialog.getByText(t('en', 'profile.imageModal.unsupported'))).toBeVisible();

    await drop(await picture('png', { r: 220, g: 60, b: 40 }, 200, 200), 'me.png', 'image/png');
    const preview = dialog.getByRole('img', { name: t('en', 'profile.imageModal.preview') });
    await expect(preview).toBeVisible();
    await expect.poll(() => loaded(preview)).toBe(true);
    await expect(dialog.getByText(t('en', 'profile.imageModal.unsupported'))).toBeHidden();
    await expectAccessible(page, 'image modal with a preview');

    await slowDown(page, 'UserProfileUpdate');
    await dialog.getByRole('button', { name: t('en', 'profile.imageModal.update') }).click();
    await expect(dialog.getByText(pattern('en', 'profile.imageModal.uploading'))).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText(t('en', 'server.profileImageUpdated'))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The avatar is the uploaded picture now, stored as WebP at the widths of its srcset, and stays so.
    await expect(avatar).toHaveAttribute('src', /\/backend\/uploads\/profiles\/[0-9a-f-]+-\d+\.webp$/);
    await expect(avatar).toHaveAttribute('srcset', /-160\.webp 160w/);
    await expect.poll(() => loaded(avatar)).toBe(true);
    const src = await avatar.getAttribute('src');
    await page.reload();
    await expect(avatar).toHaveAttribute('src', src!);
    await expect.poll(() => loaded(avatar)).toBe(true);
  });

  test('interests in Japanese: four sections of chips, each edited in the option modal, saved after a reload', async ({
    page,
    request,
  }) => {
    const email = await registerAccount(request, 'interests', 'artist');
    await signIn(page, email, PASSWORD);
    await page.goto('/user-interests');
    // The language switch turns the screen into Japanese.
    await page.getByRole('button', { name: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    const sections = ['art_types', 'art_works', 'participates', 'communicates'] as const;
    for (const section of sections) {
      await expect(page.getByRole('heading', { name: t('ja', `profile.interests.${section}`) })).toBeVisible();
    }
    await expect(page.getByText(t('ja', 'profile.interests.none'))).toHaveCount(4);

    const choose = async (section: (typeof sections)[number], options: string[]) => {
      const name = t('ja', `profile.interests.${section}`);
      await page.getByRole('button', { name: tf('ja', 'profile.interests.edit', { section: name }) }).click();
      const dialog = page.getByRole('dialog', { name });
      for (const option of options) {
        const toggle = dialog.getByRole('button', { name: option, exact: true });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      return dialog;
    };

    // Demo options, named in the reply language.
    const artTypes = await choose('art_types', ['絵画', 'マンガ', '写真']);
    await expectAccessible(page, 'interest options modal in Japanese');
    // A second tap takes a choice back.
    await artTypes.getByRole('button', { name: '写真', exact: true }).click();
    await expect(artTypes.getByRole('button', { name: '写真', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await artTypes.getByRole('button', { name: t('ja', 'profile.interests.done') }).click();
    await expect(artTypes).toBeHidden();
    const chips = (section: (typeof sections)[number]) =>
      page.getByRole('list', { name: t('ja', `profile.interests.${section}`) }).getByRole('listitem');
    await expect(chips('art_types')).toHaveText(['絵画', 'マンガ']);

    await choose('art_works', ['風景画']);
    await page.keyboard.press('Escape'); // Escape closes the modal too
    await choose('participates', ['ライブで観戦する', 'アーティストに投票する']);
    await page.keyboard.press('Escape');
    await choose('communicates', ['イベントチャット']);
    await page.keyboard.press('Escape');
    await expect(page.getByText(t('ja', 'profile.interests.none'))).toHaveCount(0);

    // A language switch before saving keeps the choice, named in the new language.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(
      page.getByRole('list', { name: t('en', 'profile.interests.art_types') }).getByRole('listitem'),
    ).toHaveText(['Painting', 'Manga']);
    await expect(
      page.getByRole('list', { name: t('en', 'profile.interests.participates') }).getByRole('listitem'),
    ).toHaveText(['Watch live', 'Vote for artists']);
    await page.getByRole('button', { name: '日本語' }).click();
    await expect(chips('art_types')).toHaveText(['絵画', 'マンガ']);

    await page.getByRole('button', { name: t('ja', 'profile.interests.update'), exact: true }).click();
    await expect(page.getByText(t('ja', 'server.interestsUpdated'))).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(chips('art_types')).toHaveText(['絵画', 'マンガ']);
    await expect(chips('art_works')).toHaveText(['風景画']);
    await expect(chips('participates')).toHaveText(['ライブで観戦する', 'アーティストに投票する']);
    await expect(chips('communicates')).toHaveText(['イベントチャット']);

    // Switching back to English names the chosen options in English too.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { name: t('en', 'profile.interests.art_types') })).toBeVisible();
    await expect(
      page.getByRole('list', { name: t('en', 'profile.interests.art_types') }).getByRole('listitem'),
    ).toHaveText(['Painting', 'Manga']);
  });

  test('a post with a new tag: New Post → details → update without a new image → delete', async ({ page, request }) => {
    test.slow(); // three uploads' worth of screens
    const email = await registerAccount(request, 'poster', 'artist');
    await signIn(page, email, PASSWORD);
    await page.goto('/my-profile');
    await expect(page.getByText(t('en', 'profile.my.noPosts'))).toBeVisible();
    await page.getByRole('link', { name: t('en', 'profile.my.newPost') }).click();
    await expect(page).toHaveURL(/\/add-post$/);

    const form = page.getByRole('form', { name: t('en', 'posts.form.label') });
    const control = (key: string) => form.getByLabel(t('en', key), { exact: true });
    await control('posts.form.image').setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('jpeg', { r: 30, g: 90, b: 160 }, 800, 600),
    });
    const preview = form.getByRole('img', { name: t('en', 'posts.form.preview') });
    await expect.poll(() => loaded(preview)).toBe(true);
    expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(200);

    const title = `Harbour at Night ${Date.now().toString(36)}`;
    await control('posts.form.postTitle').fill(title);
    await expect(control('posts.form.otherMediaType')).toHaveCount(0);
    await control('posts.form.mediaType').selectOption({ label: t('en', 'posts.form.other') });
    await control('posts.form.otherMediaType').fill('Squid ink on washi');
    await control('posts.form.tools').fill('Brush pens, Procreate');
    const tags = control('posts.form.tags');
    const newTag = `harbour-${Date.now().toString(36)}`;
    await tags.fill(newTag);
    await tags.press('Enter'); // adds the tag, never sends the form
    await expect(page).toHaveURL(/\/add-post$/);
    const chosen = form.getByRole('list', { name: t('en', 'posts.form.chosenTags') });
    await expect(chosen.getByRole('listitem')).toHaveText([newTag]);
    await tags.fill(newTag.toUpperCase());
    await tags.press('Enter'); // the same tag in other letters is not added twice
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await control('posts.form.dateCreation').fill('2026-03-14');
    await control('posts.form.description').fill('The harbour lights, painted from the ferry.');
    await control('posts.form.collaboration').fill('Solo work');
    await control('posts.form.skillLevel').selectOption({ label: t('en', 'posts.options.skill.advanced') });
    await control('posts.form.visibility').selectOption({ label: t('en', 'posts.options.visibility.public') });
    await control('posts.form.licensing').fill('All rights reserved');
    await expectAccessible(page, 'new post, filled');

    await slowDown(page, 'user-post-create');
    await form.getByRole('button', { name: t('en', 'posts.add.save'), exact: true }).click();
    await expect(form.getByRole('button', { name: t('en', 'posts.add.saving') })).toBeVisible();
    await expect(form.getByText(pattern('en', 'posts.form.uploading'))).toBeVisible();
    await expect(page.getByText(t('en', 'server.postCreated'))).toBeVisible();

    // Its details: the image, the title, the new tag, the 'Other' media type's text and the option labels.
    await expect(page).toHaveURL(/\/post-details\/[0-9a-f-]{36}$/);
    const postId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const facts = page.getByRole('main').locator('dl');
    await expect(facts).toContainText(newTag);
    await expect(facts).toContainText('Squid ink on washi');
    await expect(facts).toContainText(t('en', 'posts.options.skill.advanced'));
    await expect(facts).toContainText('March 14, 2026');
    const image = page.getByRole('main').getByRole('img', { name: title });
    await expect.poll(() => loaded(image)).toBe(true);
    const stored = await image.getAttribute('src');
    expect(stored).toMatch(/\/backend\/uploads\/posts\/[0-9a-f-]+-\d+\.webp$/);

    // Update Post: the form prefilled, the stored image shown; no new image is chosen.
    await page.getByRole('link', { name: t('en', 'posts.details.edit') }).click();
    await expect(page).toHaveURL(new RegExp(`/update-post/${postId}$`));
    await expect(control('posts.form.postTitle')).toHaveValue(title);
    await expect(control('posts.form.mediaType')).toHaveValue('other');
    await expect(control('posts.form.otherMediaType')).toHaveValue('Squid ink on washi');
    await expect(chosen.getByRole('listitem')).toHaveText([newTag]);
    await expect(control('posts.form.dateCreation')).toHaveValue('2026-03-14');
    await expect(control('posts.form.visibility')).toHaveValue('Public');
    const current = form.getByRole('img', { name: t('en', 'posts.form.currentImage') });
    await expect.poll(() => loaded(current)).toBe(true);

    const renamed = `${title} (final)`;
    await control('posts.form.postTitle').fill(renamed);
    await control('posts.form.collaboration').fill('With the Night Brushes team');
    await slowDown(page, 'user-post-update');
    const sent = page.waitForRequest('**/backend/api/user-post-update');
    await form.getByRole('button', { name: t('en', 'posts.update.update'), exact: true }).click();
    await expect(form.getByRole('button', { name: t('en', 'posts.update.updating') })).toBeVisible();
    expect((await sent).postDataBuffer()?.toString('latin1')).not.toContain('name="image"');
    await expect(page.getByText(t('en', 'server.postUpdated'))).toBeVisible();

    // Back on the details: the new title and credits, the stored image kept.
    await expect(page).toHaveURL(new RegExp(`/post-details/${postId}$`));
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(facts).toContainText('With the Night Brushes team');
    await expect(facts).toContainText(newTag);
    const kept = page.getByRole('main').getByRole('img', { name: renamed });
    await expect(kept).toHaveAttribute('src', stored!);
    await expect.poll(() => loaded(kept)).toBe(true);

    // Delete asks first; then the post is gone, from My Profile and at its address.
    await page.getByRole('button', { name: t('en', 'posts.details.delete') }).click();
    const confirm = page.getByRole('dialog', { name: tf('en', 'posts.details.confirmTitle', { title: renamed }) });
    await expect(confirm.getByText(t('en', 'posts.details.confirmWarning'))).toBeVisible();
    await confirm.getByRole('button', { name: t('en', 'posts.details.confirmDelete'), exact: true }).click();
    await expect(page.getByText(t('en', 'server.postDeleted'))).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByText(t('en', 'profile.my.noPosts'))).toBeVisible();
    await page.goto(`/post-details/${postId}`);
    await expect(page.getByRole('heading', { name: t('en', 'posts.details.notFoundTitle') })).toBeVisible();
    expect((await page.request.get(stored!)).status()).toBe(404);
  });

  test('another user sees a Public post on the public profile, never a Private one nor its image', async ({
    page,
    browser,
    request,
  }) => {
    // The author makes two posts through the post call (New Post's own journey is above).
    const authorEmail = await registerAccount(request, 'author', 'artist');
    const token = await tokenOf(request, authorEmail);
    const stamp = Date.now().toString(36);
    const shown = await createPost(request, token, `Open Studio ${stamp}`, 'Public');
    const hidden = await createPost(request, token, `Secret Sketch ${stamp}`, 'Private');

    // The author sees both on My Profile, the Private one at a signed address that only works for it.
    await signIn(page, authorEmail, PASSWORD);
    const author = await sessionOf(page);
    await page.goto('/my-profile');
    const grid = page.getByRole('list', { name: t('en', 'profile.my.postsTab') });
    await expect(grid.getByRole('link')).toHaveCount(2);
    const secretImage = grid.getByRole('img', { name: hidden.title });
    await expect.poll(() => loaded(secretImage)).toBe(true);
    const signed = (await secretImage.getAttribute('src'))!;
    expect(signed).toMatch(/\/backend\/api\/post-image\/.+\?exp=\d+&sig=/);

    // Another fan, in Japanese, on the author's public profile.
    const viewerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const viewer = await viewerContext.newPage();
    await useLanguage(viewer, 'en');
    const fanEmail = await registerAccount(request, 'viewer');
    const images: string[] = [];
    viewer.on('request', (call) => {
      if (call.resourceType() === 'image') images.push(call.url());
    });
    await signIn(viewer, fanEmail, PASSWORD);
    await viewer.goto(`/public-profile/${author.userId}`);
    await viewer.getByRole('button', { name: '日本語' }).click();
    // The public name, never the e-mail's (docs/product.md#rule-291).
    expect(author.username).toMatch(/^artist-[0-9a-f]{6}$/);
    await expect(viewer.getByRole('heading', { name: author.username })).toBeVisible();
    const posts = viewer.getByRole('list', { name: t('ja', 'profile.my.postsTab') });
    await expect(posts.getByRole('link')).toHaveCount(1);
    await expect(posts.getByRole('link')).toHaveAttribute('href', `/post-details/${shown.id}`);
    await expect.poll(() => loaded(posts.getByRole('img', { name: shown.title }))).toBe(true);
    await expect(viewer.getByRole('img', { name: hidden.title })).toHaveCount(0);
    // Uploads counts only what this viewer may see.
    await expect(
      viewer
        .getByRole('term')
        .filter({ hasText: t('ja', 'profile.my.uploads') })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText('1');
    await expectAccessible(viewer, 'public profile in Japanese');

    await posts.getByRole('link').click();
    await expect(viewer.getByRole('heading', { name: shown.title })).toBeVisible();
    await expect(viewer.getByText(tf('ja', 'posts.details.by', { name: author.username }))).toBeVisible();
    await expect(viewer.getByRole('link', { name: t('ja', 'posts.details.edit') })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: t('ja', 'posts.details.delete') })).toHaveCount(0);

    // The Private post is 'not found' for them, and its image is served to them at no address.
    await viewer.goto(`/post-details/${hidden.id}`);
    await expect(viewer.getByRole('heading', { name: t('ja', 'posts.details.notFoundTitle') })).toBeVisible();
    expect(images.filter((url) => url.includes(hidden.id) || url.includes(hidden.key))).toEqual([]);
    const file = new URL(signed, 'http://app').pathname.split('/').pop()!;
    for (const address of [
      `/backend/uploads/posts/${file}`,
      new URL(signed, 'http://app').pathname,
      `${new URL(signed, 'http://app').pathname}?exp=9999999999&sig=forged`,
    ]) {
      expect((await viewer.request.get(address)).status(), address).toBe(404);
    }
    await viewerContext.close();
  });
});

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post('/backend/api/login', { data: { email, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

/** A post made through user-post-create (§7.4), with a real picture; its id, title and image key. */
async function createPost(request: APIRequestContext, token: string, title: string, visibility: 'Public' | 'Private') {
  const reply = await request.post('/backend/api/user-post-create', {
    headers: { authorization: token },
    multipart: {
      user: 'ignored',
      title,
      mediatype: 'other',
      other: 'Pencil',
      software_tools: 'Pencil',
      tags: JSON.stringify([`sketch-${visibility.toLowerCase()}`]),
      date_creation: '2026-01-20',
      description: `${visibility} work`,
      collaboration_credits: 'Solo',
      intended_message: '',
      project_context: '',
      skill_level: '',
      visibility_settings: visibility,
      licensing_reuse_rights: 'CC BY 4.0',
      image: {
        name: 'work.png',
        mimeType: 'image/png',
        buffer: await picture('png', visibility === 'Public' ? { r: 250, g: 200, b: 0 } : { r: 10, g: 10, b: 10 }),
      },
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: { _id: string; image: string } };
  return { id: data._id, title, key: /([0-9a-f-]{36})-\d+\.webp/.exec(data.image)?.[1] ?? data._id };
}
