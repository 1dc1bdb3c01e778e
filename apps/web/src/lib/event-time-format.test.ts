import { describe, expect, it } from 'vitest';
import { formatEventDateTime } from './event-time-format';

const entry = { dates: '2026-12-05', start_time: '18:00', end_time: '21:00' };

describe('event dates and times, shown in the event’s time zone', () => {
  it('formats a Tokyo event in English', () => {
    expect(formatEventDateTime(entry, 'Asia/Tokyo', 'en')).toEqual({
      date: 'Sat, Dec 5, 2026',
      start: '6:00 PM',
      end: '9:00 PM',
      zone: 'GMT+9',
      nextDay: false,
    });
  });

  it('formats a Tokyo event in Japanese', () => {
    expect(formatEventDateTime(entry, 'Asia/Tokyo', 'ja')).toEqual({
      date: '2026年12月5日(土)',
      start: '18:00',
      end: '21:00',
      zone: 'GMT+9',
      nextDay: false,
    });
  });

  it('keeps the event’s wall-clock times whatever the viewer’s zone', () => {
    const ny = formatEventDateTime(entry, 'America/New_York', 'en');
    expect(ny).toMatchObject({ date: 'Sat, Dec 5, 2026', start: '6:00 PM', end: '9:00 PM', zone: 'GMT-5' });
    const taipei = formatEventDateTime(
      { dates: '2026-07-01', start_time: '09:30', end_time: '12:00' },
      'Asia/Taipei',
      'ja',
    );
    expect(taipei).toMatchObject({ date: '2026年7月1日(水)', start: '09:30', end: '12:00', zone: 'GMT+8' });
  });

  it('lets a session run past midnight', () => {
    const late = formatEventDateTime(
      { dates: '2026-12-05', start_time: '22:00', end_time: '01:00' },
      'Asia/Seoul',
      'en',
    );
    expect(late).toMatchObject({ date: 'Sat, Dec 5, 2026', start: '10:00 PM', end: '1:00 AM', nextDay: true });
    expect(
      formatEventDateTime({ dates: '2026-12-05', start_time: '20:00', end_time: '23:59' }, 'Asia/Seoul', 'en').nextDay,
    ).toBe(false);
  });

  it('shows a malformed entry as stored instead of failing', () => {
    expect(formatEventDateTime({ dates: 'soon', start_time: '', end_time: '' }, 'Asia/Tokyo', 'en').date).toBe('soon');
  });
});
