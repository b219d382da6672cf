// Checks that stories of like controls share (dev only: imported by stories, never by components).
import { expect, userEvent, within } from 'storybook/test';

/**
 * A checkbox or a switch toggles on a click on itself, on a click on its label and on Space,
 * telling `onCheckedChange`; returns the control, focused and checked, for the story's own checks.
 */
export async function expectToggles(
  canvasElement: HTMLElement,
  role: 'checkbox' | 'switch',
  name: string,
  onCheckedChange: unknown,
) {
  const canvas = within(canvasElement);
  const control = canvas.getByRole(role, { name });
  await expect(control).not.toBeChecked();
  await userEvent.click(control);
  await expect(control).toBeChecked();
  await expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  await userEvent.click(canvas.getByText(name));
  await expect(control).not.toBeChecked();
  await userEvent.keyboard(' ');
  await expect(control).toBeChecked();
  return control;
}

/**
 * Typing into a labelled text field: it shows `value`, `onChange` hears each change, and the
 * field is not marked invalid.
 */
export async function expectTyping(
  canvasElement: HTMLElement,
  name: string,
  typed: string,
  { value, changes, onChange }: { value: string; changes: number; onChange: unknown },
) {
  const field = within(canvasElement).getByRole('textbox', { name });
  await userEvent.type(field, typed);
  await expect(field).toHaveValue(value);
  await expect(onChange).toHaveBeenCalledTimes(changes);
  await expect(field).not.toHaveAttribute('aria-invalid');
}

/** A field given an error: its control is marked invalid and reads `description` (help, then error). */
export async function expectInvalid(control: HTMLElement, description: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(description);
}

/** A click with the pointer: the element is what a pointer at its centre hits (no overlay on it). */
export async function clickOnTop(element: HTMLElement) {
  element.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = element.getBoundingClientRect();
  await expect(element).toContainElement(
    document.elementFromPoint(left + width / 2, top + height / 2) as HTMLElement,
  );
  await userEvent.click(element);
}
