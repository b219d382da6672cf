import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { districts } from './districts';
import { LocationSelect } from './LocationSelect';

const meta = {
  title: 'UI/LocationSelect',
  component: LocationSelect,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof LocationSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Nothing chosen. The list holds the four districts in the seed's order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(trigger).toHaveTextContent('Choose a district');
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...districts]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tutong' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Tutong');
    await waitFor(() => expect(trigger).toHaveTextContent('Tutong'));
  },
};

/** Search filters: 'All districts' first, chosen by default, reported as ''. */
export const AllDistricts: Story = {
  args: { allowAll: true, defaultValue: 'Belait' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(trigger).toHaveTextContent('Belait');
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'All districts' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await waitFor(() => expect(trigger).toHaveTextContent('All districts'));
  },
};

/** The seed's other spelling, 'Temborong', is accepted and always shown as 'Temburong'. */
export const Alias: Story = {
  args: { defaultValue: 'Temborong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      /^Temburong$/,
    );
  },
};

/** Controlled with a stored 'Temborong': choosing by keyboard reports canonical names. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState<string>('Temborong');
    return (
      <LocationSelect
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Temburong' })).toHaveFocus());
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Brunei-Muara');
    await waitFor(() => expect(trigger).toHaveTextContent('Brunei-Muara'));
  },
};

/** The home page hero: no visible label; 'Location' is still its name. */
export const Hero: Story = {
  args: { hideLabel: true, allowAll: true, defaultValue: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'All districts',
    );
  },
};

/** An error is read with the field. */
export const Error: Story = {
  args: { label: 'District', error: 'Choose the district where the item can be picked up.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'District' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the district where the item can be picked up.');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Brunei-Muara' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/** Open, with 'All districts' (held open: Radix closes a select when the window resizes). */
export const Open: Story = {
  args: { allowAll: true, defaultValue: 'Temborong', open: true },
  parameters: {
    visual: { fullPage: true },
    // An open Radix Select traps focus in its list, so the aria-hidden trigger cannot be reached.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async () => {
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Temburong' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Open on the dark theme. */
export const Dark: Story = { ...Open, parameters: { ...Open.parameters, theme: 'dark' } };
