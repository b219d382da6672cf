import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Money has one owner: lint refuses a write to `payments` or `ledger_entries` anywhere in the
 * server but modules/payments (eslint.config.js; decision 0042), and lets reads through.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function moneyMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header = `import { sql } from 'drizzle-orm';
import { ledgerEntries, payments } from '../../platform/db/schema/index.js';
declare const tx: any;
`;

describe('payments and the ledger, written only by modules/payments', () => {
  const elsewhere = 'apps/server/src/modules/orders/orders.repository.ts';

  it('given a write from another module, lint refuses it and names the owner', async () => {
    for (const write of [
      'export const a = () => tx.update(payments).set({ status: "refunded" });',
      'export const b = () => tx.insert(ledgerEntries).values([]);',
      'export const c = () => tx.delete(payments);',
      'export const d = () => tx.execute(sql`UPDATE payments SET status = ${"x"}`);',
      'export const e = () => tx.execute(sql`insert into ledger_entries (id) values (1)`);',
    ]) {
      const messages = await moneyMessages(elsewhere, header + write);
      expect(messages, write).toHaveLength(1);
      expect(messages[0]).toMatch(/Only modules\/payments writes `payments` and `ledger_entries`/);
    }
  });

  it('given a read elsewhere, or a write inside modules/payments, lint lets it through', async () => {
    expect(
      await moneyMessages(elsewhere, `${header}export const r = () => tx.select().from(payments);`),
    ).toEqual([]);
    expect(
      await moneyMessages(
        'apps/server/src/modules/payments/payments.repository.ts',
        `${header}export const w = () => tx.update(payments).set({ status: "refunded" });`,
      ),
    ).toEqual([]);
  });
});
