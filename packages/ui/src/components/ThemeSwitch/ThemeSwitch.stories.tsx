import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeChoices, type ThemeChoice } from '../../theme/themeChoice';
import { Button } from '../Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { ThemeChoiceProvider } from './ThemeChoiceContext';
import { ThemeMenuGroup } from './ThemeMenuGroup';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'UI/ThemeSwitch',
  component: ThemeSwitch,
  args: { onValueChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: themeChoices },
    defaultValue: { control: 'inline-radio', options: themeChoices },
  },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * The footer's switch: System (the default), Light and Dark, one labelled radio group. A click or
 * the arrow keys choose.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await step('three named choices, System chosen', async () => {
      const radios = within(group).getAllByRole('radio');
      await expect(radios.map((radio) => radio.textContent)).toEqual(['System', 'Light', 'Dark']);
      await expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    });
    await step('a click chooses Dark', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
      await waitFor(() => expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    });
    await step('the arrows move and choose; Tab leaves the group', async () => {
      // Radix chooses when focus arrives while the arrow is held: hold it as a person would.
      await userEvent.keyboard('{ArrowLeft>}');
      await waitFor(() => expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked());
      await userEvent.keyboard('{/ArrowLeft}');
      await waitFor(() => expect(within(group).getByRole('radio', { name: 'Light' })).toHaveFocus());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('light');
      await userEvent.tab();
      await expect(group).not.toContainElement(document.activeElement as HTMLElement);
    });
  },
};

/** Each choice as it shows when chosen. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {themeChoices.map((choice) => (
        <ThemeSwitch key={choice} {...args} value={choice} label={`Theme (${choice} chosen)`} />
      ))}
    </div>
  ),
};

/** Labelled for assistive technology only, where the design names it otherwise. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, defaultValue: 'light' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(within(canvasElement).queryByText('Theme')).not.toBeVisible();
  },
};

/** The app's provider: the user menu's and the footer's switches show one choice and change it together. */
export const SharedChoice: Story = {
  render: function Render(args) {
    const [choice, setChoice] = useState<ThemeChoice>('system');
    return (
      <ThemeChoiceProvider choice={choice} onChoiceChange={setChoice}>
        <div style={{ display: 'grid', gap: 16 }}>
          <ThemeSwitch {...args} label="Theme (menu)" />
          <ThemeSwitch label="Theme (footer)" />
        </div>
      </ThemeChoiceProvider>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('radiogroup', { name: 'Theme (menu)' });
    const footer = canvas.getByRole('radiogroup', { name: 'Theme (footer)' });
    await userEvent.click(within(menu).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(within(footer).getByRole('radio', { name: 'Dark' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(within(footer).getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(within(menu).getByRole('radio', { name: 'System' })).toBeChecked());
  },
};

/**
 * In the user menu: a labelled group of menu radios ticked at the choice. Choosing keeps the menu
 * open, so the page can be seen changing.
 */
export const InMenu: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button tone="ghost">Hi, Siti</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item>Dashboard</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <ThemeMenuGroup onValueChange={args.onValueChange} />
        <DropdownMenu.Separator />
        <DropdownMenu.Item>Logout</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async ({ args }) => {
    const menu = await body().findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Theme' });
    const choices = within(group).getAllByRole('menuitemradio');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['System', 'Light', 'Dark']);
    await expect(within(group).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    await expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(body().getByRole('menu')).toBeVisible());
  },
};

/** On the dark theme, Dark chosen. */
export const Dark: Story = { args: { defaultValue: 'dark' }, parameters: { theme: 'dark' } };

/** The menu on the dark theme. */
export const InMenuDark: Story = { ...InMenu, parameters: { ...InMenu.parameters, theme: 'dark' } };

/** On a phone: the three choices still fit in one row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
