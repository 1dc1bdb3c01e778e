import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/test/factories';
import { dayKey, eventDays, parseDay, rangeFromSearch, tapDay, upcomingRange } from './calendar-range';

const day = (d: number, month = 11) => new Date(2026, month, d);

describe('the calendar’s taps (docs/product.md#rule-114)', () => {
  it('picks one day first, makes a range either way round on the second tap, and starts again on the third', () => {
    const first = tapDay({ from: day(5), to: day(5), pending: false }, day(10));
    expect(first).toEqual({ from: day(10), to: day(10), pending: true });
    expect(tapDay(first, day(8))).toEqual({ from: day(8), to: day(10), pending: false });
    expect(tapDay(first, day(12))).toEqual({ from: day(10), to: day(12), pending: false });
    expect(tapDay({ from: day(8), to: day(10), pending: false }, day(20))).toEqual({
      from: day(20),
      to: day(20),
      pending: true,
    });
    // The same day twice is that one day, chosen.
    expect(tapDay(first, day(10))).toEqual({ from: day(10), to: day(10), pending: false });
  });
});

describe('ranges in the URL', () => {
  it('reads real days between 1900 and 2200 only', () => {
    expect(parseDay('2026-12-05')).toEqual(day(5));
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '0000-01-01',
      '9999-01-01',
      '2026-1-5',
      '',
      null,
      '2026-12-05T00:00',
    ])
      expect(parseDay(text)).toBeUndefined();
  });

  it('orders a reversed range and falls back to today', () => {
    const now = day(5);
    expect(rangeFromSearch(new URLSearchParams('from=2026-12-20&to=2026-12-02'), now)).toEqual({
      from: day(2),
      to: day(20),
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-12-20'), now)).toEqual({ from: day(20), to: day(20) });
    expect(rangeFromSearch(new URLSearchParams('from=nonsense&to=2026-12-20'), now)).toEqual({ from: now, to: now });
    expect(dayKey(day(5))).toBe('2026-12-05');
  });
});

describe('days with events', () => {
  it('marks every local day a session touches, a session past midnight both days', () => {
    const late = buildEvent({
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      date_times: [
        { _id: 'a', dates: '2026-12-05', start_time: '20:00', end_time: '00:30', starts_at: '', ends_at: '' },
      ],
    });
    expect(eventDays([late]).map(dayKey).sort()).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('See all reaches from today to the last upcoming day, and never before today', () => {
    const now = new Date(2026, 10, 23, 12);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const events = [
      buildEvent({
        timezone: zone,
        date_times: [
          { _id: 'a', dates: '2026-12-05', start_time: '18:00', end_time: '21:00', starts_at: '', ends_at: '' },
        ],
      }),
      buildEvent({
        timezone: zone,
        date_times: [
          { _id: 'b', dates: '2027-01-09', start_time: '10:00', end_time: '12:00', starts_at: '', ends_at: '' },
        ],
      }),
    ];
    expect(upcomingRange(events, now)).toEqual({ from: '2026-11-23', to: '2027-01-09' });
    expect(upcomingRange([events[0]!], new Date(2027, 0, 1))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
});
