import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Steady tests: lint refuses a synchronous read of the screen in the statement right after a
 * user action, in stories and component tests (eslint.config.js; decision 0023), and its fix
 * waits instead: findBy for what appears, waitFor for any other assertion.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const fixer = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  fix: true,
  ruleFilter: ({ ruleId }) => ruleId === 'steady/no-sync-query-after-action',
});
const story = 'packages/ui/src/components/Widget/Widget.stories.tsx';

const play = (body: string, imports = 'expect, fireEvent, userEvent, within') => `
import { ${imports} } from 'storybook/test';
export default { title: 'Widget' };
export const Story = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
${body}
  },
};
`;

async function steadyMessages(code: string, file = story): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'steady/no-sync-query-after-action')
    .map((m) => m.message);
}

async function fixed(code: string): Promise<string> {
  const [result] = await fixer.lintText(code, { filePath: path.join(root, story) });
  return result!.output ?? code;
}

// Linting with the project's types takes seconds a case on a busy two-core machine.
describe('a synchronous read right after a user action', { timeout: 30_000 }, () => {
  it('given an assertion or a declaration that reads the screen at once, lint refuses it', async () => {
    for (const [action, read] of [
      [
        "await userEvent.click(canvas.getByRole('button'));",
        "await expect(canvas.getByText('Saved')).toBeVisible();",
      ],
      [
        "await user.type(canvas.getByRole('textbox'), 'a');",
        "await expect(canvas.getByRole('textbox')).toHaveValue('a');",
      ],
      [
        "fireEvent.click(canvas.getByRole('button'));",
        "await expect(canvas.queryByRole('dialog')).toBeNull();",
      ],
      [
        'await userEvent.tab();',
        "expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);",
      ],
      ["await userEvent.keyboard('{Enter}');", "const dialog = canvas.getByRole('dialog');"],
      // The next action's target: what the last one opened may not be drawn yet.
      [
        "await userEvent.click(canvas.getByRole('button', { name: 'More' }));",
        "await userEvent.click(canvas.getByRole('menuitem'));",
      ],
    ]) {
      const messages = await steadyMessages(play(`${action}\n${read}`));
      expect(messages, read).toHaveLength(1);
      expect(messages[0]).toMatch(/reads the screen once, right after a user action/);
    }
  });

  it('given a read that waits, or a sync read not right after an action, lint lets it through', async () => {
    for (const body of [
      "await userEvent.click(canvas.getByRole('button'));\nawait expect(await canvas.findByText('Saved')).toBeVisible();",
      "await userEvent.click(canvas.getByRole('button'));\nawait waitFor(() => expect(canvas.getByText('Saved')).toBeVisible());",
      "await expect(canvas.getByText('Welcome')).toBeVisible();\nawait userEvent.click(canvas.getByRole('button'));",
      "await userEvent.click(canvas.getByRole('button'));\nawait expect(onSave).toHaveBeenCalled();",
      "await userEvent.click(canvas.getByRole('button'));\nawait userEvent.click(await canvas.findByRole('menuitem'));",
    ]) {
      const code = play(`const onSave = () => {};\n${body}`, 'expect, userEvent, waitFor, within');
      expect(await steadyMessages(code), body).toEqual([]);
    }
  });

  it('applies to component tests too, and not to journeys (Playwright waits by itself)', async () => {
    const code = play(
      "await userEvent.click(canvas.getByRole('button'));\nexpect(canvas.getByText('Saved'));",
    );
    expect(await steadyMessages(code, 'apps/web/src/layouts/Widget.test.tsx')).toHaveLength(1);
    expect(await steadyMessages(code, 'e2e/tests/widget.spec.ts')).toEqual([]);
  });

  it('fixes by waiting: findBy for what appears, waitFor (imported) for any other assertion', async () => {
    const appears = await fixed(
      play(
        "await userEvent.click(canvas.getByRole('button'));\nawait expect(canvas.getByText('Saved')).toBeVisible();",
      ),
    );
    expect(appears).toContain("await expect(await canvas.findByText('Saved')).toBeVisible();");
    const state = await fixed(
      play(
        "await userEvent.click(canvas.getByRole('button'));\nawait expect(canvas.getByRole('switch')).toBeChecked();",
      ),
    );
    expect(state).toContain("await waitFor(() => expect(canvas.getByRole('switch')).toBeChecked());");
    expect(state).toContain(
      "import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';",
    );
    const held = await fixed(
      play(
        "await userEvent.click(canvas.getByRole('button'));\nconst last = canvas.getAllByRole('row').at(-1);",
      ),
    );
    expect(held).toContain("const last = (await canvas.findAllByRole('row')).at(-1);");
    const target = await fixed(
      play(
        "await user.click(canvas.getByRole('button'));\nawait user.click(canvas.getAllByRole('menuitem')[1]!);",
      ),
    );
    expect(target).toContain("await user.click((await canvas.findAllByRole('menuitem'))[1]!);");
  });
});
