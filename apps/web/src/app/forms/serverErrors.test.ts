// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createFormControl } from 'react-hook-form';
import { applyServerErrors, failureOf } from './serverErrors';

/** A real react-hook-form control with two inputs registered in page order. */
function formWithInputs() {
  const form = createFormControl({ defaultValues: { email: '', password: '' } });
  const inputs = { email: document.createElement('input'), password: document.createElement('input') };
  for (const [name, input] of Object.entries(inputs)) {
    document.body.append(input);
    form.register(name as 'email' | 'password').ref(input);
  }
  return { form, inputs };
}

describe('a refusal put beside the fields', () => {
  it('given a 422 naming two fields / it sets each as a server error and focuses the first in page order', async () => {
    const { form, inputs } = formWithInputs();
    const result = applyServerErrors(form, {
      password: ['Use at least 8 characters', 'Use a letter'],
      email: ['Enter a valid email address'],
    });
    expect(result).toEqual({ placed: ['email', 'password'], unplaced: [] });
    expect(form.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'Enter a valid email address',
    });
    expect(form.getFieldState('password').error?.message).toBe('Use at least 8 characters Use a letter');
    await vi.waitFor(() => expect(document.activeElement).toBe(inputs.email));
  });

  it('given a key the form has no field for / it is told back as unplaced, not set', () => {
    const { form } = formWithInputs();
    const result = applyServerErrors(form, { token: ['This link has expired'] }, { focus: false });
    expect(result).toEqual({ placed: [], unplaced: ['This link has expired'] });
    expect(form.getFieldState('email').error).toBeUndefined();
  });

  it("given fieldOf / a nested key lands on the form's own field", () => {
    const { form } = formWithInputs();
    const result = applyServerErrors(
      form,
      { 'account.email': ['Taken'] },
      { fieldOf: (key) => key.replace(/^account\./, '') },
    );
    expect(result.placed).toEqual(['email']);
    expect(form.getFieldState('email').error?.message).toBe('Taken');
  });
});

describe('what the alert above the form says', () => {
  const error = { message: 'Please correct the highlighted fields.' };
  it('given every message beside a field / it says nothing, unless the form sums up', () => {
    expect(failureOf(error, { placed: ['email'], unplaced: [] })).toBeNull();
    expect(failureOf(error, { placed: ['email'], unplaced: [] }, true)).toBe(error.message);
  });
  it('given no field error / it says the refusal', () => {
    expect(failureOf({ message: 'Too many attempts' }, { placed: [], unplaced: [] })).toBe(
      'Too many attempts',
    );
  });
  it('given messages no field shows / it says those', () => {
    expect(failureOf(error, { placed: ['email'], unplaced: ['This link has expired'] })).toBe(
      'This link has expired',
    );
  });
});
