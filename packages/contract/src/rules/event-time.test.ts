import { describe, expect, it } from 'vitest';
import { dateTimeInterval, eventInterval, eventTiming, isValidTimeZone, overlaps, todayIn } from './event-time.ts';

const at = (iso: string) => new Date(iso);

describe('dateTimeInterval', () => {
  it('reads the wall-clock time in the event time zone', () => {
    const tokyo = dateTimeInterval({ dates: '2025-03-10', start_time: '18:00', end_time: '21:00' }, 'Asia/Tokyo');
    expect(tokyo.start.toISOString()).toBe('2025-03-10T09:00:00.000Z');
    expect(tokyo.end.toISOString()).toBe('2025-03-10T12:00:00.000Z');
    const la = dateTimeInterval({ dates: '2025-03-10', start_time: '18:00', end_time: '21:00' }, 'America/Los_Angeles');
    expect(la.start.toISOString()).toBe('2025-03-11T01:00:00.000Z');
  });

  it('runs past midnight when the end is at or before the start', () => {
    const late = dateTimeInterval({ dates: '2025-03-10', start_time: '22:00', end_time: '01:30' }, 'Asia/Tokyo');
    expect(late.start.toISOString()).toBe('2025-03-10T13:00:00.000Z');
    expect(late.end.toISOString()).toBe('2025-03-10T16:30:00.000Z');
  });

  it('refuses malformed dates and times', () => {
    expect(() =>
      dateTimeInterval({ dates: '2025-3-10', start_time: '18:00', end_time: '21:00' }, 'Asia/Tokyo'),
    ).toThrow(RangeError);
    expect(() =>
      dateTimeInterval({ dates: '2025-03-10', start_time: '25:00', end_time: '21:00' }, 'Asia/Tokyo'),
    ).toThrow(RangeError);
  });
});

describe('eventTiming (docs/product.md#rule-57)', () => {
  const entry = [{ dates: '2025-03-10', start_time: '18:00', end_time: '21:00' }];
  // 2025-03-10 21:30 in Tokyo is 04:30 the same day in Los Angeles.
  const now = at('2025-03-10T12:30:00Z');

  it('is past once the last date-time has ended in the event time zone', () => {
    expect(eventTiming(entry, 'Asia/Tokyo', now)).toBe('past');
  });

  it('is still upcoming where the same wall clock has not yet come', () => {
    expect(eventTiming(entry, 'America/Los_Angeles', now)).toBe('upcoming');
  });

  it('uses the last of several date-times and treats no date-times as upcoming', () => {
    const twoDays = [...entry, { dates: '2025-03-11', start_time: '18:00', end_time: '21:00' }];
    expect(eventTiming(twoDays, 'Asia/Tokyo', now)).toBe('upcoming');
    expect(eventTiming([], 'Asia/Tokyo', now)).toBe('upcoming');
    expect(eventInterval(twoDays, 'Asia/Tokyo')?.end.toISOString()).toBe('2025-03-11T12:00:00.000Z');
  });
});

describe('overlaps', () => {
  const day = { start: at('2025-03-11T00:00:00+09:00'), end: at('2025-03-11T23:59:59.999+09:00') };

  it('finds a session that ends after midnight on the next day', () => {
    const late = dateTimeInterval({ dates: '2025-03-10', start_time: '22:00', end_time: '01:30' }, 'Asia/Tokyo');
    expect(overlaps(late, day)).toBe(true);
  });

  it('leaves out a session entirely before the range', () => {
    const early = dateTimeInterval({ dates: '2025-03-10', start_time: '18:00', end_time: '21:00' }, 'Asia/Tokyo');
    expect(overlaps(early, day)).toBe(false);
  });

  it('counts a shared boundary instant as overlapping', () => {
    expect(overlaps({ start: at('2025-03-10T00:00:00Z'), end: day.start }, day)).toBe(true);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isValidTimeZone('Asia/Seoul')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('todayIn (docs/product.md#rule-375)', () => {
  it('is the calendar day in the zone: Japan is a day ahead of UTC from 15:00 UTC', () => {
    expect(todayIn('Asia/Tokyo', at('2026-03-09T14:59:00Z'))).toBe('2026-03-09');
    expect(todayIn('Asia/Tokyo', at('2026-03-09T15:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('America/Los_Angeles', at('2026-03-09T15:00:00Z'))).toBe('2026-03-09');
  });

  it('reads a name that is not a zone (a half-typed one) in Asia/Tokyo', () => {
    expect(todayIn('Asia/Tok', at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(todayIn('', at('2026-12-31T14:00:00Z'))).toBe('2026-12-31');
  });
});
