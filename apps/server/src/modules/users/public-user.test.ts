import { ZEventByAllBattleReplySchema, ZGetUserReplySchema, ZSingleEventDetailsReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities, users } from '../../db/schema/index.ts';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { countryNameIn } from '../reference/index.ts';
import { placeIn } from './presenter.ts';

const t = useTestApp();

beforeAll(async () => {
  await t.db.insert(cities).values([
    { countryCode: 'TW', nameEn: 'Taipei', nameJa: '台北', position: 0 },
    { countryCode: 'JP', nameEn: 'Tokyo', nameJa: '東京', position: 0 },
  ]);
});

const places = (people: ({ country: string; city: string } | null)[]) =>
  people.map((person) => person && { country: person.country, city: person.city });

describe("people's country and city in the reply language", () => {
  it("names an event's participants' places in Japanese and English, whichever language they were stored in", async () => {
    const english = await buildUser({ db: t.db, type: 'artist', country: 'Taiwan', city: 'Taipei' });
    const japanese = await buildUser({ db: t.db, type: 'artist', country: '台湾', city: '台北' });
    const unknown = await buildUser({ db: t.db, type: 'artist', country: 'Atlantis', city: 'Poseidonia' });
    const eventId = await buildEvent({ db: t.db, participants: [english.id, japanese.id, unknown.id] });
    const participants = async (language: string) => {
      const reply = await t.get(`/backend/api/SingleEventDetails/${eventId}`, language);
      return places(ZSingleEventDetailsReplySchema.parse(reply.json()).events.participants.map(({ user }) => user));
    };
    expect(await participants('ja')).toEqual([
      { country: '台湾', city: '台北' },
      { country: '台湾', city: '台北' },
      { country: 'Atlantis', city: 'Poseidonia' },
    ]);
    expect(await participants('en')).toEqual([
      { country: 'Taiwan', city: 'Taipei' },
      // A name stored in Japanese is answered with the country list's English name.
      { country: 'Taiwan, Province of China', city: 'Taipei' },
      { country: 'Atlantis', city: 'Poseidonia' },
    ]);
  });

  it("names a battle's players' places in the reply language, and the upcoming list too", async () => {
    const player1 = await buildUser({ db: t.db, type: 'artist', country: 'Taiwan', city: 'Taipei' });
    const player2 = await buildUser({ db: t.db, type: 'artist', country: 'Japan', city: 'Nowhere-mura' });
    const eventId = await buildEvent({ db: t.db, participants: [player1.id] });
    await buildBattle({ db: t.db, eventId, player1Id: player1.id, player2Id: player2.id });
    const players = async (language: string) => {
      const { event } = ZEventByAllBattleReplySchema.parse(
        (await t.get(`/backend/api/EventByAllBattle/${eventId}`, language)).json(),
      );
      return places(event.battles.flatMap((battle) => [battle.battle1, battle.battle2]));
    };
    expect(await players('ja')).toEqual([
      { country: '台湾', city: '台北' },
      { country: '日本', city: 'Nowhere-mura' },
    ]);
    expect(await players('en')).toEqual([
      { country: 'Taiwan', city: 'Taipei' },
      { country: 'Japan', city: 'Nowhere-mura' },
    ]);
  });

  it('answers get_user with the place in the reply language', async () => {
    const { token, userId } = await signUpAndLogIn(t, { type: 'artist' });
    await t.db.update(users).set({ country: 'Taiwan', city: 'Taipei' }).where(eq(users.id, userId));
    const details = async (language: string) => {
      const reply = await t.inject({
        method: 'GET',
        url: `/backend/api/get_user/${userId}`,
        headers: { authorization: token, 'accept-language': language },
      });
      const { data } = ZGetUserReplySchema.parse(reply.json());
      return { country: data.country, city: data.city };
    };
    expect(await details('ja')).toEqual({ country: '台湾', city: '台北' });
    expect(await details('en')).toEqual({ country: 'Taiwan', city: 'Taipei' });
  });
});

describe('placeIn', () => {
  it('keeps unknown, empty and already-localised text as stored', () => {
    expect(countryNameIn('ja', 'Japan')).toBe('日本');
    expect(countryNameIn('en', '日本')).toBe('Japan');
    expect(countryNameIn('en', 'USA')).toBe('USA');
    expect(countryNameIn('ja', 'USA')).toBe('アメリカ合衆国');
    expect(countryNameIn('ja', '')).toBe('');
    expect(countryNameIn('ja', 'Narnia')).toBe('Narnia');
    expect(placeIn('ja', { country: 'Narnia', city: 'Cair Paravel', cityEn: null, cityJa: null })).toEqual({
      country: 'Narnia',
      city: 'Cair Paravel',
    });
    expect(placeIn('ja', { country: 'Japan', city: 'Tokyo', cityEn: 'Tokyo', cityJa: '東京' })).toEqual({
      country: '日本',
      city: '東京',
    });
  });
});
