import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDay, id, instant, line, paragraphs, secret } from './fields.ts';
import { calls } from './index.ts';

describe('typed text fields', () => {
  it('refuses control characters and DEL in a line, trims it and caps it', () => {
    expect(line(10).parse('  Ocean  ')).toBe('Ocean');
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001fb', 'a\u007fb'])
      expect(line(10).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(line(3).safeParse('abcd').success).toBe(false);
    expect(line(20).parse('海と炎 🎨')).toBe('海と炎 🎨');
  });

  it('keeps tabs and line breaks in paragraphs, nothing else', () => {
    expect(paragraphs(50).parse('Rule 1\r\n\tRule 2')).toBe('Rule 1\r\n\tRule 2');
    expect(paragraphs(50).safeParse('Rule\u0000').success).toBe(false);
    expect(paragraphs(50).safeParse('Ru\u000ble').success).toBe(false);
  });

  it('keeps a secret exactly as typed', () => {
    expect(secret(20).parse(' Secret123 ')).toBe(' Secret123 ');
    expect(secret(20).safeParse('Secret\u0000123').success).toBe(false);
  });
});

describe('ids, days and instants (docs/decisions.md#77)', () => {
  it('caps an id at 64 characters (the server answers any malformed one as unknown)', () => {
    expect(id.safeParse('0b0e7c36-1111-4222-8333-444455556666').success).toBe(true);
    expect(id.safeParse('x'.repeat(65)).success).toBe(false);
  });

  it('keeps calendar days and instants to the years 1900–2200', () => {
    expect(calendarDay.safeParse('2030-02-28').success).toBe(true);
    for (const bad of ['2030-02-30', '0000-01-01', '1899-12-31', '2201-01-01', '2030-2-28'])
      expect(calendarDay.safeParse(bad).success, bad).toBe(false);
    expect(instant.safeParse('2200-12-31T23:59:59Z').success).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:59:59+14:00', 'today'])
      expect(instant.safeParse(bad).success, bad).toBe(false);
  });
});

describe('every call of the contract', () => {
  it('takes no string without a bound', () => {
    const loose: string[] = [];
    const visit = (schema: z.ZodType, path: string): void => {
      const def = (schema as unknown as { def: { type: string } }).def;
      if (schema instanceof z.ZodString) {
        const bounded = schema.maxLength !== null || (schema.format !== null && schema.format !== undefined);
        if (!bounded) loose.push(path);
        return;
      }
      if (schema instanceof z.ZodObject)
        for (const [key, field] of Object.entries(schema.shape)) visit(field as z.ZodType, `${path}.${key}`);
      else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
        visit(schema.unwrap() as z.ZodType, path);
      else if (schema instanceof z.ZodArray) visit(schema.element as z.ZodType, `${path}[]`);
      else if (schema instanceof z.ZodUnion)
        schema.options.forEach((option, index) => visit(option as z.ZodType, `${path}|${index}`));
      else if (def.type === 'pipe') visit((schema as unknown as { def: { in: z.ZodType } }).def.in, path);
    };
    for (const [name, call] of Object.entries(calls)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = (call as Record<string, unknown>)[part];
        if (schema) visit(schema as z.ZodType, `${name}.${part}`);
      }
    }
    expect(loose).toEqual([]);
    const nul = (value: string) => `${value}\u0000`;
    expect(calls.login.body.safeParse({ email: nul('a@example.com'), password: 'Secret123' }).success).toBe(false);
    expect(
      calls.registerNow.body.safeParse({ userID: 'x', parent_age: nul('1990-1-1'), event_interests: [] }).success,
    ).toBe(false);
    expect(
      calls.EventSingleBattleTimePause.body.safeParse({ eventId: 'e', battleId: 'b', battle_timeRemaining: nul('1m') })
        .success,
    ).toBe(false);
  });
});
