import { describe, expect, it } from 'vitest';
import { ZBattleUpdateRequestSchema, ZEventCreateRequestSchema, ZEventUpdateRequestSchema } from './admin.ts';

const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the organisers’ event fields', () => {
  it('trims text, keeps line breaks in the rules, and needs only the titles to create', () => {
    expect(
      ZEventCreateRequestSchema.parse({
        title_eng: '  Clash ',
        title_jap: ' 対決 ',
        rules_eng: ' One.\r\nTwo.\tThree. ',
      }),
    ).toEqual({
      title_eng: 'Clash',
      title_jap: '対決',
      rules_eng: 'One.\r\nTwo.\tThree.',
    });
    expect(failedPaths(ZEventCreateRequestSchema.safeParse({ title_eng: 'Clash' }))).toEqual(['title_jap']);
    expect(ZEventUpdateRequestSchema.parse({})).toEqual({});
  });

  it.each([
    ['a NUL byte', { title_eng: 'a\u0000b' }, 'title_eng'],
    ['an escape character', { rules_jap: 'a\u001bb' }, 'rules_jap'],
    ['DEL', { youtube_emd: '<iframe>\u007f' }, 'youtube_emd'],
    ['a line break in a title', { title_jap: 'a\nb' }, 'title_jap'],
    ['an event type with spaces', { event_type: 'battle club' }, 'event_type'],
    ['fractional minutes', { battles_time: 10.5 }, 'battles_time'],
    ['a time zone Intl does not know', { timezone: 'Asia/Atlantis' }, 'timezone'],
    [
      '30 February',
      { date_times: [{ dates: '2030-02-30', start_time: '10:00', end_time: '11:00' }] },
      'date_times.0.dates',
    ],
    [
      '24:00',
      { date_times: [{ dates: '2030-02-03', start_time: '10:00', end_time: '24:00' }] },
      'date_times.0.end_time',
    ],
    ['an absolute image address', { images: ['/uploads/a.webp'] }, 'images.0'],
    ['a way out of the uploads folder', { images: ['uploads/../secret'] }, 'images.0'],
    ['a hidden file', { images: ['uploads/.env'] }, 'images.0'],
    ['a participant twice', { participants: ['a', 'a'] }, 'participants'],
  ])('refuses %s', (_, fields, path) => {
    expect(failedPaths(ZEventUpdateRequestSchema.safeParse(fields))).toEqual([path]);
  });

  it('takes the home tabs, or none', () => {
    expect(ZEventUpdateRequestSchema.parse({ city: 'Hong Kong' }).city).toBe('Hong Kong');
    expect(ZEventUpdateRequestSchema.parse({ city: '' }).city).toBe('');
    expect(failedPaths(ZEventUpdateRequestSchema.safeParse({ city: 'hong kong' }))).toEqual(['city']);
  });
});

describe('the organisers’ battle controls', () => {
  it('clear the status, the winner and the scores with null', () => {
    expect(ZBattleUpdateRequestSchema.parse({ battle_status: null, player_winner_id: null, scores: null })).toEqual({
      battle_status: null,
      player_winner_id: null,
      scores: null,
    });
  });

  it('refuse values the screens do not know', () => {
    expect(
      failedPaths(
        ZBattleUpdateRequestSchema.safeParse({ voting_status: 'ON', voting_bar: 'visible', battle_status: 'paused' }),
      ).sort(),
    ).toEqual(['battle_status', 'voting_bar', 'voting_status']);
  });
});
