import { describe, expect, it } from 'vitest';
import { cookieOf, httpOnlyCookie } from './cookies.ts';

describe('the server’s cookies', () => {
  it('writes an httpOnly cookie for one path, Lax unless told, Secure on https', () => {
    expect(httpOnlyCookie('a', 'v', { path: '/backend/api/x', maxAge: 60, secure: false })).toBe(
      'a=v; Path=/backend/api/x; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    expect(httpOnlyCookie('a', '', { path: '/', maxAge: 0, secure: true, sameSite: 'Strict' })).toBe(
      'a=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('reads one cookie by its exact name, never one whose name only ends or starts the same', () => {
    const header = 'xa=1; a=two.parts=x; ab=3';
    expect(cookieOf(header, 'a')).toBe('two.parts=x');
    expect(cookieOf(header, 'b')).toBeUndefined();
    expect(cookieOf(undefined, 'a')).toBeUndefined();
  });
});
