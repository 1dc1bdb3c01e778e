import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which isolatedModules cannot read from the package: 2 is its value.
const ARGON2ID = 2;

/** argon2id with the library's defaults (docs/decisions.md#46). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
