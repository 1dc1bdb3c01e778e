import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a process with this NODE_ENV loads it. */
async function hasherUnder(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  return import('./password-hash.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('password hashes (docs/product.md#rule-46, docs/decisions.md#385)', () => {
  it("are argon2id at the library's defaults outside the test runner", async () => {
    const { hashPassword, verifyPassword } = await hasherUnder('production');
    const stored = await hashPassword('Correct-horse-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(stored, 'Correct-horse-2')).toBe(false);
  });

  it('cost the least under the test runner, and either kind verifies, as each hash keeps its parameters', async () => {
    const production = await (await hasherUnder('production')).hashPassword('Correct-horse-1');
    const { hashPassword, verifyPassword } = await hasherUnder('test');
    const cheap = await hashPassword('Correct-horse-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(production, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword('not a hash', 'Correct-horse-1')).toBe(false);
  });
});
