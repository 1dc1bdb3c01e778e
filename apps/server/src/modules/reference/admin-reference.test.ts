import {
  ZAdminReferenceDeleteReplySchema,
  ZAdminReferenceItemReplySchema,
  ZAdminReferenceListReplySchema,
  ZNamedListReplySchema,
} from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artTypes, mediaTypes, posts, userEventInterests, userInterests, users } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

// The public lists are cached here as in production, so a write that forgot to drop the cache fails.
const t = useTestApp({ replyCacheMs: 60_000 });
const REFERENCE = '/backend/admin-api/reference';

const organiserToken = async () => (await userWithToken(t, { role: 'admin' })).token;
const fanToken = async () => (await userWithToken(t)).token;

async function addItem(list: string, body: object, token?: string) {
  const reply = await callAs(t, 'POST', `${REFERENCE}/${list}`, { token: token ?? (await organiserToken()), body });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZAdminReferenceItemReplySchema.parse(reply.json()).item;
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe('GET /backend/admin-api/reference/:list', () => {
  it('lists every item with both names, its place and how many users chose it', async () => {
    const token = await organiserToken();
    const name = `Painting ${unique()}`;
    const painting = await addItem('art-types', { name_eng: name, name_jap: `絵画${unique()}` }, token);
    const [fan1, fan2] = await Promise.all([buildUser({ db: t.db }), buildUser({ db: t.db })]);
    await t.db.insert(userInterests).values([
      { userId: fan1.id, kind: 'art_types', optionId: painting._id },
      { userId: fan2.id, kind: 'art_types', optionId: painting._id },
    ]);
    const reply = await callAs(t, 'GET', `${REFERENCE}/art-types`, { token });
    expect(reply.statusCode).toBe(200);
    const { list, items } = ZAdminReferenceListReplySchema.parse(reply.json());
    expect(list).toBe('art-types');
    expect(items.find((item) => item._id === painting._id)).toEqual({
      _id: painting._id,
      name_eng: name,
      name_jap: painting.name_jap,
      position: painting.position,
      in_use: 2,
    });
  });

  it('answers 404 in the reply language for a list that does not exist', async () => {
    const token = await organiserToken();
    const english = await callAs(t, 'GET', `${REFERENCE}/countries`, { token });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ status: 0, message: 'There is no such list.' });
    const japanese = await callAs(t, 'GET', `${REFERENCE}/nope`, { token, language: 'ja' });
    expect(japanese.json()).toEqual({ status: 0, message: 'この一覧は存在しません。' });
  });

  it('answers 401 without a session and 403 to a fan', async () => {
    expect((await callAs(t, 'GET', `${REFERENCE}/art-types`)).statusCode).toBe(401);
    const refused = await callAs(t, 'GET', `${REFERENCE}/art-types`, { token: await fanToken() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'You are not allowed to do this.' });
  });
});

describe('POST /backend/admin-api/reference/:list', () => {
  it('adds an item at the end of the list with trimmed names', async () => {
    const token = await organiserToken();
    const first = await addItem('art-works', { name_eng: `Mural ${unique()}`, name_jap: `壁画${unique()}` }, token);
    const reply = await callAs(t, 'POST', `${REFERENCE}/art-works`, {
      token,
      body: { name_eng: '  Sculpture  ', name_jap: ' 彫刻 ' },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(200);
    const { item, message } = ZAdminReferenceItemReplySchema.parse(reply.json());
    expect(message).toBe('項目を追加しました');
    expect(item).toMatchObject({ name_eng: 'Sculpture', name_jap: '彫刻', position: first.position + 1, in_use: 0 });
    expect(item).not.toHaveProperty('country_code');
  });

  it('shows a new city and a new interest event on the public lists at once', async () => {
    const token = await organiserToken();
    // Read first, so the public replies are in the cache.
    expect((await t.get('/backend/api/fetch-all-city?country=JP')).statusCode).toBe(200);
    expect((await t.get('/backend/api/AllInterestedEvent', 'ja')).statusCode).toBe(200);
    const city = await addItem('cities', { name_eng: 'Sapporo', name_jap: '札幌', country_code: 'jp' }, token);
    expect(city).toMatchObject({ country_code: 'JP' });
    await addItem('interest-events', { name_eng: 'Night sketching', name_jap: '夜のスケッチ会' }, token);
    const cities = ZNamedListReplySchema.parse((await t.get('/backend/api/fetch-all-city?country=JP')).json()).data;
    expect(cities).toContainEqual({ _id: city._id, name: 'Sapporo' });
    const events = ZNamedListReplySchema.parse((await t.get('/backend/api/AllInterestedEvent', 'ja')).json()).data;
    expect(events.map((event) => event.name)).toContain('夜のスケッチ会');
  });

  it('refuses missing, empty, over-long and control-character names with field messages in both languages', async () => {
    const token = await organiserToken();
    const missing = await callAs(t, 'POST', `${REFERENCE}/art-types`, { token, body: { name_eng: 'Only English' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 0, errors: { name_jap: 'This field is required.' } });
    const empty = await callAs(t, 'POST', `${REFERENCE}/art-types`, {
      token,
      body: { name_eng: '   ', name_jap: 'あ'.repeat(101) },
      language: 'ja',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      status: 0,
      errors: { name_eng: expect.any(String), name_jap: expect.any(String) },
    });
    expect((empty.json() as { message: string }).message).toMatch(/[ぁ-んァ-ン一-龥]/);
    const control = await callAs(t, 'POST', `${REFERENCE}/art-types`, {
      token,
      body: { name_eng: 'Ink\u0000', name_jap: '墨' },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ errors: { name_eng: 'This value is not valid.' } });
  });

  it('needs a real country for a city and refuses one for any other list', async () => {
    const token = await organiserToken();
    const none = await callAs(t, 'POST', `${REFERENCE}/cities`, {
      token,
      body: { name_eng: 'Nowhere', name_jap: 'どこにもない' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { country_code: 'Choose the country of the city.' } });
    const unknown = await callAs(t, 'POST', `${REFERENCE}/cities`, {
      token,
      body: { name_eng: 'Nowhere', name_jap: 'どこにもない', country_code: 'XX' },
      language: 'ja',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { country_code: '一覧から国を選択してください。' } });
    const stray = await callAs(t, 'POST', `${REFERENCE}/media-types`, {
      token,
      body: { name_eng: 'Ink', name_jap: 'インク', country_code: 'JP' },
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({ errors: { country_code: 'Only cities have a country.' } });
  });

  it('refuses a name the list has already, in either language and case aside (409)', async () => {
    const token = await organiserToken();
    const english = `Collage ${unique()}`;
    const japanese = `コラージュ${unique()}`;
    await addItem('participate', { name_eng: english, name_jap: japanese }, token);
    const sameEnglish = await callAs(t, 'POST', `${REFERENCE}/participate`, {
      token,
      body: { name_eng: english.toUpperCase(), name_jap: '別の名前' },
    });
    expect(sameEnglish.statusCode).toBe(409);
    expect(sameEnglish.json()).toEqual({
      status: 0,
      message: `“${english.toUpperCase()}” is already in this list.`,
      errors: { name_eng: 'This name is already in the list.' },
    });
    const sameJapanese = await callAs(t, 'POST', `${REFERENCE}/participate`, {
      token,
      body: { name_eng: 'Another', name_jap: japanese },
      language: 'ja',
    });
    expect(sameJapanese.statusCode).toBe(409);
    expect(sameJapanese.json()).toEqual({
      status: 0,
      message: `「${japanese}」はすでにこの一覧にあります。`,
      errors: { name_jap: 'この名前はすでに一覧にあります。' },
    });
    // Another list may have the same name.
    await addItem('communicate', { name_eng: english, name_jap: japanese }, token);
  });

  it('lets two countries have a city of the same name', async () => {
    const token = await organiserToken();
    await addItem('cities', { name_eng: 'Portland', name_jap: 'ポートランド', country_code: 'US' }, token);
    await addItem('cities', { name_eng: 'Portland', name_jap: 'ポートランド', country_code: 'AU' }, token);
    const again = await callAs(t, 'POST', `${REFERENCE}/cities`, {
      token,
      body: { name_eng: 'portland', name_jap: '別', country_code: 'US' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an unknown list, 401 and 403 to others', async () => {
    const body = { name_eng: 'A', name_jap: 'あ' };
    expect((await callAs(t, 'POST', `${REFERENCE}/shapes`, { token: await organiserToken(), body })).statusCode).toBe(
      404,
    );
    expect((await callAs(t, 'POST', `${REFERENCE}/art-types`, { body })).statusCode).toBe(401);
    expect((await callAs(t, 'POST', `${REFERENCE}/art-types`, { token: await fanToken(), body })).statusCode).toBe(403);
  });
});

describe('PUT /backend/admin-api/reference/:list/:itemId', () => {
  it('changes both names and the place, and the public list shows them at once', async () => {
    const token = await organiserToken();
    const item = await addItem(
      'interest-events',
      { name_eng: `Open studio ${unique()}`, name_jap: `オープンスタジオ${unique()}` },
      token,
    );
    await t.get('/backend/api/AllInterestedEvent');
    const reply = await callAs(t, 'PUT', `${REFERENCE}/interest-events/${item._id}`, {
      token,
      body: { name_eng: 'Open studio day', name_jap: 'オープンスタジオの日', position: 7 },
    });
    expect(reply.statusCode).toBe(200);
    expect(ZAdminReferenceItemReplySchema.parse(reply.json())).toMatchObject({
      message: 'Item saved',
      item: { _id: item._id, name_eng: 'Open studio day', name_jap: 'オープンスタジオの日', position: 7 },
    });
    const events = ZNamedListReplySchema.parse((await t.get('/backend/api/AllInterestedEvent')).json()).data;
    expect(events).toContainEqual({ _id: item._id, name: 'Open studio day' });
  });

  it('keeps its own name in another case, and refuses another item’s name (409)', async () => {
    const token = await organiserToken();
    const ink = await addItem('media-types', { name_eng: `Ink ${unique()}`, name_jap: `インク${unique()}` }, token);
    const oil = await addItem('media-types', { name_eng: `Oil ${unique()}`, name_jap: `油彩${unique()}` }, token);
    const recased = await callAs(t, 'PUT', `${REFERENCE}/media-types/${ink._id}`, {
      token,
      body: { name_eng: ink.name_eng.toUpperCase(), name_jap: ink.name_jap },
    });
    expect(recased.statusCode).toBe(200);
    const taken = await callAs(t, 'PUT', `${REFERENCE}/media-types/${ink._id}`, {
      token,
      body: { name_eng: 'Anything', name_jap: oil.name_jap },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { name_jap: 'This name is already in the list.' } });
  });

  it('takes the profiles that named a city along when the city is renamed', async () => {
    const token = await organiserToken();
    const city = await addItem('cities', { name_eng: 'Kioto', name_jap: '京都', country_code: 'JP' }, token);
    const resident = await buildUser({ db: t.db, city: 'Kioto' });
    const other = await buildUser({ db: t.db, city: 'Kyoto Prefecture' });
    const reply = await callAs(t, 'PUT', `${REFERENCE}/cities/${city._id}`, {
      token,
      body: { name_eng: 'Kyoto', name_jap: '京都', country_code: 'JP' },
    });
    expect(reply.statusCode).toBe(200);
    const cityOf = async (id: string) =>
      (await t.db.select({ city: users.city }).from(users).where(eq(users.id, id)))[0]?.city;
    expect(await cityOf(resident.id)).toBe('Kyoto');
    expect(await cityOf(other.id)).toBe('Kyoto Prefecture');
  });

  it('answers 404 for an unknown item or list, in both languages, and 400 for bad names', async () => {
    const token = await organiserToken();
    const body = { name_eng: 'A', name_jap: 'あ' };
    const unknown = await callAs(t, 'PUT', `${REFERENCE}/art-types/0b0e7c36-1111-4222-8333-444455556666`, {
      token,
      body,
      language: 'ja',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 0,
      message: 'この項目が見つかりません。別の主催者が削除した可能性があります。一覧を再読み込みしてください。',
    });
    expect((await callAs(t, 'PUT', `${REFERENCE}/art-types/not-an-id`, { token, body })).statusCode).toBe(404);
    expect((await callAs(t, 'PUT', `${REFERENCE}/nope/not-an-id`, { token, body })).statusCode).toBe(404);
    const item = await addItem('art-types', { name_eng: `Print ${unique()}`, name_jap: `版画${unique()}` }, token);
    expect(
      (await callAs(t, 'PUT', `${REFERENCE}/art-types/${item._id}`, { token, body: { name_eng: '', name_jap: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 401 and 403 to others', async () => {
    const url = `${REFERENCE}/art-types/0b0e7c36-1111-4222-8333-444455556666`;
    expect((await callAs(t, 'PUT', url, { body: { name_eng: 'A', name_jap: 'あ' } })).statusCode).toBe(401);
    expect(
      (await callAs(t, 'PUT', url, { token: await fanToken(), body: { name_eng: 'A', name_jap: 'あ' } })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /backend/admin-api/reference/:list/:itemId', () => {
  it('removes an art type and every user’s interest in it, and says how many users it touched', async () => {
    const token = await organiserToken();
    const doomed = await addItem(
      'art-types',
      { name_eng: `Graffiti ${unique()}`, name_jap: `グラフィティ${unique()}` },
      token,
    );
    const kept = await addItem('art-types', { name_eng: `Pottery ${unique()}`, name_jap: `陶芸${unique()}` }, token);
    const [fan1, fan2] = await Promise.all([buildUser({ db: t.db }), buildUser({ db: t.db })]);
    await t.db.insert(userInterests).values([
      { userId: fan1.id, kind: 'art_types', optionId: doomed._id },
      { userId: fan2.id, kind: 'art_types', optionId: doomed._id },
      { userId: fan1.id, kind: 'art_types', optionId: kept._id },
      // Another list's choice with the same id (ids never collide in practice) is not this item's.
      { userId: fan2.id, kind: 'art_works', optionId: doomed._id },
    ]);
    const reply = await callAs(t, 'DELETE', `${REFERENCE}/art-types/${doomed._id}`, { token });
    expect(reply.statusCode).toBe(200);
    expect(ZAdminReferenceDeleteReplySchema.parse(reply.json())).toEqual({
      status: 1,
      message: 'Item removed',
      affected: 2,
    });
    expect(await t.db.select().from(artTypes).where(eq(artTypes.id, doomed._id))).toEqual([]);
    const left = await t.db
      .select({ kind: userInterests.kind, optionId: userInterests.optionId })
      .from(userInterests)
      .where(eq(userInterests.userId, fan1.id));
    expect(left).toEqual([{ kind: 'art_types', optionId: kept._id }]);
    expect(
      await t.db
        .select()
        .from(userInterests)
        .where(and(eq(userInterests.userId, fan2.id), eq(userInterests.kind, 'art_works'))),
    ).toHaveLength(1);
  });

  it('removes an interest event with the park users’ picks of it, and the public list drops it at once', async () => {
    const token = await organiserToken();
    const event = await addItem(
      'interest-events',
      { name_eng: `Clay day ${unique()}`, name_jap: `粘土の日${unique()}` },
      token,
    );
    const parent = await buildUser({ db: t.db, type: 'parent' });
    await t.db.insert(userEventInterests).values({ userId: parent.id, interestEventId: event._id });
    const listed = await callAs(t, 'GET', `${REFERENCE}/interest-events`, { token });
    expect(
      ZAdminReferenceListReplySchema.parse(listed.json()).items.find((item) => item._id === event._id)?.in_use,
    ).toBe(1);
    await t.get('/backend/api/AllInterestedEvent');
    const reply = await callAs(t, 'DELETE', `${REFERENCE}/interest-events/${event._id}`, { token, language: 'ja' });
    expect(reply.json()).toEqual({ status: 1, message: '項目を削除しました', affected: 1 });
    expect(await t.db.select().from(userEventInterests).where(eq(userEventInterests.userId, parent.id))).toEqual([]);
    const events = ZNamedListReplySchema.parse((await t.get('/backend/api/AllInterestedEvent')).json()).data;
    expect(events.map((item) => item._id)).not.toContain(event._id);
  });

  it('removes a media type and leaves its posts without one, counting the posts', async () => {
    const token = await organiserToken();
    const media = await addItem(
      'media-types',
      { name_eng: `Charcoal ${unique()}`, name_jap: `木炭${unique()}` },
      token,
    );
    const artist = await buildUser({ db: t.db, type: 'artist' });
    const [post] = await t.db
      .insert(posts)
      .values({
        userId: artist.id,
        title: 'Study',
        image: 'uploads/p/1.webp',
        dateCreation: '2025-01-01',
        mediaTypeId: media._id,
      })
      .returning();
    const listed = ZAdminReferenceListReplySchema.parse(
      (await callAs(t, 'GET', `${REFERENCE}/media-types`, { token })).json(),
    );
    expect(listed.items.find((item) => item._id === media._id)?.in_use).toBe(1);
    const reply = await callAs(t, 'DELETE', `${REFERENCE}/media-types/${media._id}`, { token });
    expect(reply.json()).toMatchObject({ status: 1, affected: 1 });
    expect(
      (await t.db.select({ mediaTypeId: posts.mediaTypeId }).from(posts).where(eq(posts.id, post!.id)))[0],
    ).toEqual({ mediaTypeId: null });
    expect(await t.db.select().from(mediaTypes).where(eq(mediaTypes.id, media._id))).toEqual([]);
  });

  it('removes a city from the list and leaves the profiles that name it as their users wrote them', async () => {
    const token = await organiserToken();
    const city = await addItem('cities', { name_eng: 'Nagoya', name_jap: '名古屋', country_code: 'JP' }, token);
    const resident = await buildUser({ db: t.db, city: '名古屋' });
    const listed = ZAdminReferenceListReplySchema.parse(
      (await callAs(t, 'GET', `${REFERENCE}/cities`, { token })).json(),
    );
    expect(listed.items.find((item) => item._id === city._id)).toMatchObject({ country_code: 'JP', in_use: 1 });
    expect((await callAs(t, 'DELETE', `${REFERENCE}/cities/${city._id}`, { token })).json()).toMatchObject({
      status: 1,
      affected: 1,
    });
    expect((await t.db.select({ city: users.city }).from(users).where(eq(users.id, resident.id)))[0]).toEqual({
      city: '名古屋',
    });
  });

  it('answers 404 for an unknown or already removed item, and 401 and 403 to others', async () => {
    const token = await organiserToken();
    const item = await addItem('communicate', { name_eng: `Letters ${unique()}`, name_jap: `手紙${unique()}` }, token);
    expect(
      (await callAs(t, 'DELETE', `${REFERENCE}/communicate/${item._id}`, { token: await fanToken() })).statusCode,
    ).toBe(403);
    expect((await callAs(t, 'DELETE', `${REFERENCE}/communicate/${item._id}`)).statusCode).toBe(401);
    expect((await callAs(t, 'DELETE', `${REFERENCE}/communicate/${item._id}`, { token })).statusCode).toBe(200);
    const again = await callAs(t, 'DELETE', `${REFERENCE}/communicate/${item._id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      status: 0,
      message: 'This item was not found: someone may have removed it. Reload the list.',
    });
    expect((await callAs(t, 'DELETE', `${REFERENCE}/art-types/${item._id}`, { token })).statusCode).toBe(404);
  });
});
