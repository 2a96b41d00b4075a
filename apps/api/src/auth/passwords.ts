import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The enum is declared `const` in
 * the package's types, which isolatedModules cannot read, hence the literal.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows; computed once per process (it holds no state). */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('bayti-dummy-password-for-timing'));

/** Computes the throwaway hash ahead of the first unknown-email sign-in, which would pay for it. */
export function prepareDummyHash(): void {
  void getDummyHash();
}

/**
 * Checks the password against a throwaway hash, so an unknown email costs as much time as a
 * wrong password and the response time does not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await getDummyHash(), password);
  return false;
}
