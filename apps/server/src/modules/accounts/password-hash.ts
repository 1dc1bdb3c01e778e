import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which isolatedModules cannot read from the package: 2 is its value.
const ARGON2ID = 2;

/**
 * argon2id with the library's defaults (docs/product.md#rule-46). Under the test runner (NODE_ENV=test, which Vitest
 * sets and the server processes of the tests inherit) it costs the least argon2 allows, as Rails' and Django's test
 * settings do for their password hashers: the tests sign up and log in thousands of times, and what they check is the
 * outcome, never the cost. A hash keeps its own parameters, so verification reads either kind (docs/decisions.md#385).
 */
const COST = process.env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID, ...COST });

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
