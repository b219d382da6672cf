import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModules } from '../../../../bench/lib/route-js.mjs';
import { routeTable } from './table';

/** apps/web: the page modules are named relative to it, as the build's manifest names them. */
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const budgets = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../../../../bench/budgets.json', import.meta.url)), 'utf8'),
) as { routes: Record<string, { budget: number; goal?: number }> };

describe('the JavaScript budgets (bench/budgets.json, read by scripts/check-bundle.mjs)', () => {
  it('find the page module routes.tsx loads for every route of the table, and only those', () => {
    const modules = pageModules();
    expect(Object.keys(modules).sort()).toEqual(routeTable.map((route) => route.name).sort());
    for (const [name, module] of Object.entries(modules))
      expect(fs.existsSync(`${webRoot}${module}`), `${name}: ${module}`).toBe(true);
  });

  it('name routes of the table (a name ending in * at least one), each with a budget in KB', () => {
    const names = routeTable.map((route) => route.name as string);
    for (const [name, { budget, goal }] of Object.entries(budgets.routes)) {
      const matches = name.endsWith('*')
        ? names.filter((route) => route.startsWith(name.slice(0, -1)))
        : names.filter((route) => route === name);
      expect(matches.length, name).toBeGreaterThan(0);
      expect(budget, name).toBeGreaterThan(0);
      if (goal !== undefined) expect(goal, name).toBeLessThanOrEqual(budget);
    }
  });
});
