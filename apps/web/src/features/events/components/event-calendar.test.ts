import { describe, expect, it } from 'vitest';
import { eventCalendarFile } from './event-calendar';

const entry = (id: string, dates: string, start_time: string, end_time: string) => ({
  _id: id,
  dates,
  start_time,
  end_time,
  starts_at: '',
  ends_at: '',
});
const text = {
  title: 'Shibuya Night Canvas',
  description: 'Live painting',
  location: 'Tokyo',
  url: 'https://artclash.example/event-details/e1',
};

/** The VEVENT blocks of a file, each as its unfolded lines (RFC 5545 §3.1: CRLF + one space or tab continues a line). */
function vevents(file: string): Record<string, string>[] {
  const lines = file.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).split(';')[0]!] = line.slice(at + 1);
    }
  }
  return events;
}

describe('the event as an .ics file (docs/product.md#rule-92)', () => {
  it('reads each time in the event’s own time zone and writes the instant in UTC', () => {
    const tokyo = vevents(
      eventCalendarFile({ timezone: 'Asia/Tokyo', date_times: [entry('d1', '2026-12-05', '18:00', '21:00')] }, text),
    );
    expect(tokyo[0]).toMatchObject({ DTSTART: '20261205T090000Z', DTEND: '20261205T120000Z' });
    // The same wall-clock time in New York (UTC−5 in December) is another instant.
    const newYork = vevents(
      eventCalendarFile(
        { timezone: 'America/New_York', date_times: [entry('d1', '2026-12-05', '18:00', '21:00')] },
        text,
      ),
    );
    expect(newYork[0]).toMatchObject({ DTSTART: '20261205T230000Z', DTEND: '20261206T020000Z' });
  });

  it('makes every date its own event, a night session ending the next morning included', () => {
    const file = eventCalendarFile(
      {
        timezone: 'Asia/Seoul',
        date_times: [entry('d1', '2026-12-05', '18:00', '21:00'), entry('d2', '2026-12-06', '22:00', '02:00')],
      },
      text,
    );
    const [first, second] = vevents(file);
    expect(vevents(file)).toHaveLength(2);
    expect(first).toMatchObject({
      UID: 'd1@artclash',
      DTSTART: '20261205T090000Z',
      SUMMARY: 'Shibuya Night Canvas',
      LOCATION: 'Tokyo',
      URL: text.url,
    });
    expect(second).toMatchObject({ UID: 'd2@artclash', DTSTART: '20261206T130000Z', DTEND: '20261206T170000Z' });
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
  });

  it('keeps Japanese text whole and escapes what iCalendar reserves', () => {
    const title = '渋谷ナイトキャンバス：ライブペイント対決、決勝; 第2部';
    const description = `ルール：各バトル10分。\nテーマはルーレットで決定, 観客が投票\\審査。${'アート'.repeat(40)}`;
    const file = eventCalendarFile(
      { timezone: 'Asia/Tokyo', date_times: [entry('d1', '2026-12-05', '18:00', '21:00')] },
      { ...text, title, description, location: '東京' },
    );
    const [event] = vevents(file);
    // Commas, semicolons, backslashes and new lines are escaped; Japanese punctuation is left alone.
    expect(event!.SUMMARY).toBe('渋谷ナイトキャンバス：ライブペイント対決、決勝\\; 第2部');
    expect(event!.DESCRIPTION).toBe(
      `ルール：各バトル10分。\\nテーマはルーレットで決定\\, 観客が投票\\\\審査。${'アート'.repeat(40)}`,
    );
    expect(event!.LOCATION).toBe('東京');
    // The long line was folded, and never through the middle of a character.
    expect(file).toMatch(/\r\n[ \t]/);
    expect(file).not.toContain('\uFFFD');
  });
});
