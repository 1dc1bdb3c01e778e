import { describe, expect, it } from 'vitest';
import { artistSession as stored } from '@/test/creators';
import { clearSession, parseSession, readSession, saveSession, SESSION_KEY } from './session';

describe('the stored session (docs/product.md §3)', () => {
  it('is logged out when nothing is stored', () => {
    expect(readSession()).toBeNull();
  });

  it('is logged out when the stored data cannot be read', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readSession()).toBeNull();
    expect(parseSession('"just a string"')).toBeNull();
    expect(parseSession('null')).toBeNull();
  });

  it('is logged out when the token or the _id is missing', () => {
    expect(parseSession(JSON.stringify({ ...stored, token: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...stored, _id: undefined }))).toBeNull();
    expect(parseSession(JSON.stringify({ _id: 42, token: 'jwt' }))).toBeNull();
  });

  it('is logged in with a token and an _id, whatever else is missing', () => {
    expect(parseSession(JSON.stringify({ _id: 'u1', token: 'jwt' }))).toEqual({
      _id: 'u1',
      token: 'jwt',
      username: '',
      email: '',
      profileImage: '',
      type: '',
      role: 'user',
    });
  });

  it("reads a session stored without a role (or with an unknown one) as a user's, and keeps an admin's", () => {
    const { role: _role, ...withoutRole } = stored;
    expect(parseSession(JSON.stringify(withoutRole))).toEqual({ ...stored, role: 'user' });
    expect(parseSession(JSON.stringify({ ...stored, role: 'root' }))?.role).toBe('user');
    expect(parseSession(JSON.stringify({ ...stored, role: 'admin' }))?.role).toBe('admin');
  });

  it('reads a type that is no account type as none', () => {
    expect(parseSession(JSON.stringify({ ...stored, type: 'organiser' }))?.type).toBe('');
  });

  it('reads what was saved and forgets it on logout', () => {
    saveSession(stored);
    expect(readSession()).toEqual(stored);
    clearSession();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });
});

describe("'Remember me' (docs/product.md#rule-11)", () => {
  it('keeps a remembered session in localStorage', () => {
    saveSession(stored, { remember: true });
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readSession()).toEqual(stored);
  });

  it('keeps any other session in sessionStorage, which the reader reads too', () => {
    saveSession(stored, { remember: true });
    saveSession({ ...stored, token: 'tab-only' }, { remember: false });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readSession()).toEqual({ ...stored, token: 'tab-only' });
  });

  it('logs out of both', () => {
    saveSession(stored, { remember: false });
    clearSession();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });
});
