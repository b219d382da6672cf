// @ts-check
/*
 * Steady tests (issue 26; decision 0023; tested by tools/eslint/steady-tests.test.ts).
 *
 * A user action (`await userEvent.click(…)`, `await user.type(…)`, `fireEvent.change(…)`) starts
 * work the screen shows later: a state update, a machine's transition, a request through MSW. An
 * assertion in the very next statement that reads the screen with a synchronous query
 * (`getBy…`, `getAllBy…`, `queryBy…`, `queryAllBy…`) checks it once, at once, and passes or fails
 * by the runner's speed. eslint-plugin-testing-library has no rule for this (its rules look at one
 * call at a time), so this one looks at the statement after an action: the assertion waits
 * instead, through `findBy…` (`expect(await canvas.findByText(…))`) or `waitFor(() => expect(…))`.
 */

/** @typedef {import('estree').Node} Node */
/** @typedef {import('estree').Expression} Expression */

const actors = new Set(['userEvent', 'user', 'fireEvent']);
const syncQuery = /^(get|getAll|query|queryAll)By[A-Z]/;
/** Functions the expression may pass its node through, which wait for the screen themselves. */
const waits = new Set(['waitFor', 'waitForElementToBeRemoved']);

/** @param {Node} node */
const unawait = (node) => (node.type === 'AwaitExpression' ? node.argument : node);

/** The called function's name: `f` of `f(…)` or `a.b.f(…)`. @param {Node} callee */
const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

/** `userEvent.click(…)`, `user.type(…)`, `fireEvent.change(…)`, `fireEvent(…)`. @param {Node} node */
function isAction(node) {
  const call = unawait(node);
  if (call.type !== 'CallExpression') return false;
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name === 'fireEvent';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    actors.has(callee.object.name) &&
    // user.setup() / userEvent.setup() make the actor; they act on nothing.
    !(callee.property.type === 'Identifier' && callee.property.name === 'setup')
  );
}

/** The argument of the `expect(…)` a statement's chain starts from, if any. @param {Node} node */
function expectedValue(node) {
  /** @type {Node} */
  let current = unawait(node);
  for (;;) {
    if (current.type === 'CallExpression') {
      if (current.callee.type === 'Identifier' && current.callee.name === 'expect') {
        return current.arguments[0] ?? null;
      }
      current = current.callee;
    } else if (current.type === 'MemberExpression') {
      current = current.object;
    } else {
      return null;
    }
  }
}

/**
 * The first synchronous query `node` calls, looking into calls and members but not into
 * functions (a callback runs later) nor into what an `await` already waited for.
 * @param {Node | null | undefined} node
 * @returns {import('estree').CallExpression | null}
 */
function firstSyncQuery(node) {
  if (!node) return null;
  // `x!` and `x as T` (TypeScript's nodes, which estree's types do not name).
  const typed = /** @type {{ type: string, expression?: Node }} */ (node);
  if (typed.type === 'TSNonNullExpression' || typed.type === 'TSAsExpression') {
    return firstSyncQuery(typed.expression);
  }
  switch (node.type) {
    case 'CallExpression': {
      const name = calleeName(node.callee);
      if (name && syncQuery.test(name)) return node;
      if (name && waits.has(name)) return null;
      for (const child of [node.callee, ...node.arguments]) {
        const found = firstSyncQuery(/** @type {Node} */ (child));
        if (found) return found;
      }
      return null;
    }
    case 'MemberExpression':
      return firstSyncQuery(node.object);
    case 'ChainExpression':
      return firstSyncQuery(node.expression);
    case 'ArrayExpression':
      for (const element of node.elements) {
        const found = firstSyncQuery(/** @type {Node | null} */ (element));
        if (found) return found;
      }
      return null;
    case 'SpreadElement':
      return firstSyncQuery(node.argument);
    default:
      return null;
  }
}

const presence = new Set(['toBeVisible', 'toBeInTheDocument']);

/**
 * What the statement after an action reads synchronously, and how to make it wait: the next
 * action's target, a declaration (`const x = canvas.getBy…(…)`) and
 * `expect(canvas.getBy…(…)).toBeVisible()` find instead (`await canvas.findBy…(…)`); any other
 * assertion retries in `waitFor`.
 * @param {import('estree').Statement} statement
 */
function syncRead(statement) {
  // The next action's target (`await userEvent.click(canvas.getBy…(…))`): what the last one drew.
  if (statement.type === 'ExpressionStatement' && isAction(statement.expression)) {
    const query = firstSyncQuery(unawait(statement.expression));
    return query && { query, find: true, wrap: null };
  }
  if (statement.type === 'VariableDeclaration') {
    const query = firstSyncQuery(statement.declarations[0]?.init);
    return query && { query, find: true, wrap: null };
  }
  if (statement.type !== 'ExpressionStatement') return null;
  const value = expectedValue(statement.expression);
  const query = firstSyncQuery(value);
  if (!query) return null;
  const assertion = unawait(statement.expression);
  const matcher =
    assertion.type === 'CallExpression' && assertion.callee.type === 'MemberExpression'
      ? assertion.callee
      : null;
  const found =
    value === query &&
    /^getBy/.test(calleeName(query.callee) ?? '') &&
    matcher?.object.type === 'CallExpression' &&
    matcher.property.type === 'Identifier' &&
    presence.has(matcher.property.name);
  return { query, find: found, wrap: found ? null : assertion };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'No synchronous query in the statement right after a user action' },
    messages: {
      syncAfterAction:
        '`{{query}}` reads the screen once, right after a user action whose effect may not be drawn ' +
        'yet: find what appears (`await ….{{find}}(…)`) or retry the assertion ' +
        '(`await waitFor(() => expect(…))`) (decision 0023, steady tests).',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;

    /** The fixes that import `waitFor` beside `expect` where the file has none. @param {import('eslint').Rule.RuleFixer} fixer */
    function importWaitFor(fixer) {
      const program = /** @type {import('estree').Program} */ (source.ast);
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration') continue;
        const named = node.specifiers.filter((s) => s.type === 'ImportSpecifier');
        const names = named.map((s) => (s.imported.type === 'Identifier' ? s.imported.name : ''));
        if (names.includes('waitFor')) return [];
        if (!names.includes('expect')) continue;
        const next = named.find((_, i) => names[i] > 'waitFor');
        return next
          ? [fixer.insertTextBefore(next, 'waitFor, ')]
          : [fixer.insertTextAfter(named[named.length - 1], ', waitFor')];
      }
      return [];
    }

    /** @param {import('estree').Statement[]} body */
    function check(body) {
      for (let i = 1; i < body.length; i++) {
        const before = body[i - 1];
        if (before.type !== 'ExpressionStatement' || !isAction(before.expression)) continue;
        const read = syncRead(body[i]);
        if (!read) continue;
        const { query, find, wrap } = read;
        const name = calleeName(query.callee) ?? 'getBy…';
        context.report({
          node: query,
          messageId: 'syncAfterAction',
          data: { query: name, find: name.replace(/^(get|query)/, 'find') },
          fix(fixer) {
            if (find && /^get/.test(name)) {
              // `(await q).at(-1)` where the result is read further, `await q` where it is whole.
              const chained = /** @type {any} */ (query).parent?.type === 'MemberExpression';
              const text = source.getText(query);
              const callee = source.getText(query.callee);
              const found = `await ${callee.slice(0, callee.length - name.length)}${name.replace(/^get/, 'find')}${text.slice(callee.length)}`;
              return fixer.replaceText(query, chained ? `(${found})` : found);
            }
            if (!wrap) return null;
            const awaited = body[i].type === 'ExpressionStatement' && body[i].expression !== wrap;
            return [
              fixer.replaceText(wrap, `${awaited ? '' : 'await '}waitFor(() => ${source.getText(wrap)})`),
              ...importWaitFor(fixer),
            ];
          },
        });
      }
    }
    return {
      BlockStatement: (node) => check(node.body),
      Program: (node) => check(/** @type {import('estree').Statement[]} */ (node.body)),
    };
  },
};

export default { meta: { name: 'pinjam-steady-tests' }, rules: { 'no-sync-query-after-action': rule } };
