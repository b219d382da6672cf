import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What one of our controlled fields takes (a date picker, a district list, a file dropzone: `value`,
 * `onValueChange`, `error`, and the ref that takes the focus) from a react-hook-form `Controller`'s
 * render: `render={(state) => <LocationSelect label="District" {...controlled(state)} />}`.
 */
export function controlled<V extends FieldValues, N extends FieldPath<V>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<V, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    ref: field.ref,
    value: field.value,
    onValueChange: field.onChange,
    error: fieldState.error?.message,
  };
}
