import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm is an ambient const enum,
// which isolatedModules cannot read, so argon2id is spelled as its value (2).
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash, so that a login for an unknown email takes as long as one
 * with a wrong password and does not reveal which emails have accounts.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('pinjam-timing-equaliser');
  await verifyPassword(await dummy, password);
}
