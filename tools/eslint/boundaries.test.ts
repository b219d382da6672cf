import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Each import boundary of eslint.config.js, broken on purpose by a snippet linted as if it lived
 * at a path inside the tree: the rule fires with a message that says why, and the allowed
 * neighbour of each broken import passes.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The boundary messages ESLint gives `code` at `file` (other rules' findings left out). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'pinjam/boundaries')
    .map((m) => m.message);
}

async function expectRefused(file: string, code: string, because: RegExp) {
  const messages = await boundaryMessages(file, code);
  expect(messages, `${file}: ${code}`).toHaveLength(1);
  expect(messages[0]).toMatch(because);
}

async function expectAllowed(file: string, code: string) {
  expect(await boundaryMessages(file, code), `${file}: ${code}`).toEqual([]);
}

describe('packages/ui', () => {
  const file = 'packages/ui/src/components/Widget/Widget.tsx';

  it('given a runtime import of @pinjam/api, lint refuses it: ui is presentational', async () => {
    await expectRefused(file, "import { createClient } from '@pinjam/api';", /presentational: props in/);
    await expectRefused(file, "import { item } from '@pinjam/api/contract';", /Only types from @pinjam\/api/);
  });

  it('given a type-only import of the contract, lint lets it through', async () => {
    await expectAllowed(file, "import type { User } from '@pinjam/api/contract';");
    await expectAllowed(file, "import { type User } from '@pinjam/api';");
  });

  it('given an import of machines or the router, lint refuses it', async () => {
    await expectRefused(file, "import { authMachine } from '@pinjam/machines';", /never imports machines/);
    await expectRefused(file, "import { Link } from 'react-router-dom';", /never imports the router/);
    await expectRefused(file, "import { Link } from 'react-router';", /never imports the router/);
  });

  it('given an import of the app, lint refuses it', async () => {
    await expectRefused(
      file,
      "import { routes } from '../../../../../apps/web/src/routes/routes';",
      /packages\/ui never imports apps\/web/,
    );
  });
});

describe('packages/machines', () => {
  const file = 'packages/machines/src/orders/ordersMachine.ts';

  it('given xstate and the shared domain rules, lint lets them through', async () => {
    await expectAllowed(file, "import { setup } from 'xstate';");
    await expectAllowed(file, "import { cartTotals } from '@pinjam/api/domain';");
    await expectAllowed(file, "import type { User } from '@pinjam/api/contract';");
    // The contract's schemas check what crosses a machine's boundary (decision 0045).
    await expectAllowed(file, "import { errorBody, z } from '@pinjam/api/contract';");
    await expectAllowed(file, "import { helper } from './helper';");
  });

  it('given any other package, lint refuses it: machines are pure', async () => {
    await expectRefused(
      file,
      "import { useState } from 'react';",
      /imports only xstate, the shared domain rules/,
    );
    await expectRefused(file, "import { createClient } from '@pinjam/api/client';", /imports only xstate/);
  });

  it('given a runtime import of the package root (the client), lint refuses it and points to the contract', async () => {
    await expectRefused(
      file,
      "import { createClient } from '@pinjam/api';",
      /schemas come from @pinjam\/api\/contract/,
    );
    await expectAllowed(file, "import type { Client } from '@pinjam/api';");
  });

  it('given an import of the app, lint refuses it, in the QA views too', async () => {
    await expectRefused(
      'packages/machines/src/_view/MachineView.tsx',
      "import { AppProviders } from '../../../../apps/web/src/app/AppProviders';",
      /packages\/machines never imports apps\/web/,
    );
  });
});

describe('apps/server', () => {
  it('given a service that imports platform/http, lint refuses it: services throw domain errors', async () => {
    await expectRefused(
      'apps/server/src/modules/catalogue/catalogue.service.ts',
      "import { httpError } from '../../platform/http/errors';",
      /A service never imports platform\/http/,
    );
    await expectAllowed(
      'apps/server/src/modules/catalogue/catalogue.routes.ts',
      "import { route } from '../../platform/http/route';",
    );
  });

  it('given platform code that imports a module, lint refuses it', async () => {
    await expectRefused(
      'apps/server/src/platform/http/route.ts',
      "import { sessionFor } from '../../modules/auth/auth.service';",
      /platform\/ is infrastructure and never imports modules\//,
    );
  });

  it("given a module that imports another module's repository or routes, lint refuses it", async () => {
    const file = 'apps/server/src/modules/search/search.service.ts';
    await expectRefused(
      file,
      "import { findItems } from '../catalogue/catalogue.repository';",
      /the repository of module 'catalogue'.*calls another module's service/,
    );
    await expectRefused(
      file,
      "import { itemRoutes } from '../catalogue/items.routes';",
      /the routes of module 'catalogue'/,
    );
  });

  it("given a module that calls another module's service, or its own repository, lint lets it through", async () => {
    await expectAllowed(
      'apps/server/src/modules/search/search.service.ts',
      "import { itemCards } from '../catalogue/catalogue.service';",
    );
    await expectAllowed(
      'apps/server/src/modules/catalogue/catalogue.service.ts',
      "import { findItems } from './catalogue.repository';",
    );
  });
});

describe('apps/web', () => {
  it('given a page that imports another page, lint refuses it', async () => {
    await expectRefused(
      'apps/web/src/pages/search/SearchPage/SearchPage.tsx',
      "import { MyItemsPage } from '../../items/MyItemsPage/MyItemsPage';",
      /A page never imports another page/,
    );
    await expectRefused(
      'apps/web/src/pages/items/EditItemPage/EditItemPage.tsx',
      "import { ItemForm } from '../AddItemPage/ItemForm';",
      /Page 'items\/EditItemPage'.*from page 'items\/AddItemPage'/,
    );
  });

  it('given a page that imports its own parts, its area, features or shared, lint lets it through', async () => {
    const file = 'apps/web/src/pages/search/SearchPage/SearchPage.tsx';
    await expectAllowed(file, "import { SearchFilters } from './SearchFilters';");
    await expectAllowed(file, "import { messages } from '../messages';");
    await expectAllowed(file, "import { ListingForm } from '../../../features/listing/ListingForm';");
  });
});
