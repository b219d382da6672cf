import { describe, expect, it, vi } from 'vitest';
import * as passwords from '../src/platform/security/passwords';

// The server's tests hash at a lower cost (setup.ts); the app itself never changes it.
describe('password hashes', () => {
  it('are argon2id at OWASP’s baseline unless a test lowers the cost', async () => {
    vi.resetModules();
    const fresh = await import('../src/platform/security/passwords');
    const hash = await fresh.hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fresh.verifyPassword(hash, 'correct-horse-battery')).toBe(true);
    expect(await fresh.verifyPassword(hash, 'correct-horse-batterY')).toBe(false);
  });

  it('are checked at the cost they were made with', async () => {
    const cheap = await passwords.hashPassword('correct-horse-battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    passwords.setPasswordCost(passwords.PASSWORD_COST);
    try {
      const real = await passwords.hashPassword('correct-horse-battery');
      expect(await passwords.verifyPassword(real, 'correct-horse-battery')).toBe(true);
      expect(await passwords.verifyPassword(cheap, 'correct-horse-battery')).toBe(true);
    } finally {
      passwords.setPasswordCost(passwords.TEST_PASSWORD_COST);
    }
  });
});
