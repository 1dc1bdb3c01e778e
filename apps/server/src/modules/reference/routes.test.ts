import { ZNamedListReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { cities, interestEvents } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

const data = async (url: string, language: string) => {
  const reply = await t.get(url, language);
  expect(reply.statusCode).toBe(200);
  return ZNamedListReplySchema.parse(reply.json()).data;
};

describe('GET /backend/api/fetch-all-country', () => {
  it('lists every ISO country by alpha-2 code, named and sorted in English', async () => {
    const countries = await data('/backend/api/fetch-all-country', 'en');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ _id: 'JP', name: 'Japan' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names and sorts them in Japanese', async () => {
    const countries = await data('/backend/api/fetch-all-country', 'ja');
    expect(countries).toContainEqual({ _id: 'JP', name: '日本' });
    expect(countries).toContainEqual({ _id: 'KR', name: '大韓民国' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
  });
});

describe('GET /backend/api/fetch-all-city', () => {
  it('lists cities in the reply language, optionally of one country', async () => {
    await t.db.insert(cities).values([
      { countryCode: 'JP', nameEn: 'Tokyo', nameJa: '東京', position: 0 },
      { countryCode: 'JP', nameEn: 'Osaka', nameJa: '大阪', position: 1 },
      { countryCode: 'KR', nameEn: 'Seoul', nameJa: 'ソウル', position: 0 },
    ]);
    expect((await data('/backend/api/fetch-all-city', 'en')).map((city) => city.name)).toEqual([
      'Tokyo',
      'Osaka',
      'Seoul',
    ]);
    expect((await data('/backend/api/fetch-all-city?country=jp', 'ja')).map((city) => city.name)).toEqual([
      '東京',
      '大阪',
    ]);
    expect(await data('/backend/api/fetch-all-city?country=FR', 'en')).toEqual([]);
  });

  it('refuses a country that is not a two-letter code', async () => {
    const reply = await t.get('/backend/api/fetch-all-city?country=Japan', 'en');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 0, errors: { country: 'This value is not valid.' } });
  });
});

describe('GET /backend/api/AllInterestedEvent', () => {
  it('lists the interest events in the reply language', async () => {
    await t.db.insert(interestEvents).values([
      { nameEn: 'Live art battles', nameJa: 'ライブアートバトル', position: 0 },
      { nameEn: 'Family art day', nameJa: 'ファミリーアートデー', position: 1 },
    ]);
    const english = await data('/backend/api/AllInterestedEvent', 'en');
    expect(english.map((item) => item.name)).toEqual(['Live art battles', 'Family art day']);
    const japanese = await data('/backend/api/AllInterestedEvent', 'ja');
    expect(japanese.map((item) => item.name)).toEqual(['ライブアートバトル', 'ファミリーアートデー']);
    expect(japanese.map((item) => item._id)).toEqual(english.map((item) => item._id));
  });
});
