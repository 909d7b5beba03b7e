// Password hashing: argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1), see
// docs/SECURITY.md. Unknown accounts are checked against a dummy hash so the answer takes as
// long as for a wrong password.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/** false for a wrong password, an account without a password, or a malformed stored hash. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy password that nobody has');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
