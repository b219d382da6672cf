import { useState } from 'react';
import { contract } from '@pinjam/api';
import { TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from './messages';
import { SubmitButton, useApiForm, useWrite } from '../../app/forms';
import { FormMessage } from './AuthCard';
import * as styles from './AuthCard.css';

/** "Didn't get it?": asks for a fresh activation link. */
export function ResendActivation({ defaultEmail = '' }: { defaultEmail?: string }) {
  const t = useMessages(accountMessages);
  const { write } = useWrite(contract.auth.resendActivation);
  const [sent, setSent] = useState<string | null>(null);
  const { form, field, submit, failure } = useApiForm({
    schema: contract.auth.resendActivation.body,
    defaultValues: { email: defaultEmail },
    send: async (body) => {
      const result = await write({ body });
      if (result.ok) setSent(result.data.message);
      return result;
    },
  });

  if (sent) return <FormMessage tone="positive">{sent}</FormMessage>;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.sendActivation}
    >
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
      <TextField label={t.resendLabel} type="email" autoComplete="email" {...field('email')} />
      <SubmitButton control={form.control} tone="neutral">
        {t.sendActivation}
      </SubmitButton>
    </form>
  );
}
