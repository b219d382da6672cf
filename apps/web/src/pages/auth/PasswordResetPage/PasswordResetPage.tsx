import { useState } from 'react';
import { password } from '@pinjam/api';
import { Link, TextField, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { SubmitButton, useApiForm, useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { AuthCard, FormMessage } from '../AuthCard';
import * as styles from '../AuthCard.css';

/** Step one of a reset: ask for a link by email. */
export default function PasswordResetPage() {
  const t = useMessages(accountMessages);
  const { write } = useWrite(password.create);
  const [sent, setSent] = useState<string | null>(null);
  const { form, field, submit, failure } = useApiForm({
    schema: password.create.body,
    defaultValues: { email: '' },
    send: async (body) => {
      const result = await write({ body });
      if (result.ok) setSent(result.data.message);
      return result;
    },
  });

  return (
    <AuthCard title={t.resetTitle} intro={t.resetIntro}>
      {sent ? (
        <FormMessage tone="positive">{sent}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
          <TextField label={t.email} type="email" autoComplete="email" required {...field('email')} />
          <SubmitButton control={form.control} block>
            {t.sendResetLink}
          </SubmitButton>
        </form>
      )}
      <div className={styles.links}>
        <Link href={pathTo('login')}>{t.backToLogin}</Link>
      </div>
    </AuthCard>
  );
}
