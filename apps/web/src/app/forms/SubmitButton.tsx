import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Button, Callout, type ButtonProps } from '@pinjam/ui';

export interface SubmitButtonProps<V extends FieldValues, Out = V> extends Omit<
  ButtonProps,
  'type' | 'loading'
> {
  /** The form's `control`: the button is busy while its submit runs. */
  control: Control<V, unknown, Out>;
  /** Busy for a reason of the page's own as well (an actor sending the form's values). */
  busy?: boolean;
}

/**
 * Every form's submit button: busy (`aria-busy`) and disabled while the form is sending, so it
 * cannot be sent twice (a disabled default button also stops Enter from submitting).
 */
export function SubmitButton<V extends FieldValues, Out = V>({
  control,
  busy = false,
  ...rest
}: SubmitButtonProps<V, Out>) {
  const { isSubmitting } = useFormState({ control });
  return <Button type="submit" loading={busy || isSubmitting} {...rest} />;
}

/** The alert a form shows above its fields when sending failed (`failure` of `useApiForm`). */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <Callout tone="critical" announce="alert">
      {message}
    </Callout>
  ) : null;
}
