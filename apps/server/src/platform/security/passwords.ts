import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read, so argon2id is spelled
// as its value (2).
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. What every password is hashed with. */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A cost for the server's tests only (test/setup.ts sets it; nothing under src/ does), as
 * Rails' and Django's test settings lower bcrypt's: the suite hashes and checks some 2,000
 * passwords, ~40 s of its time at the real cost. A check reads the cost from the hash, so a
 * hash made at this cost is also cheap to check. test/passwords.test.ts holds the real one.
 */
export const TEST_PASSWORD_COST = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

let cost: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_COST;

/** Tests only: the cost new hashes are made with (see TEST_PASSWORD_COST). */
export function setPasswordCost(next: typeof cost): void {
  cost = next;
}

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID, ...cost });

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
