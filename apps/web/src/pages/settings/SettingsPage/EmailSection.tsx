import { useSearchParams } from 'react-router-dom';
import { account, auth, type SettingsData } from '@pinjam/api';
import { z } from '@pinjam/api/contract';
import { Callout, useMessages } from '@pinjam/ui';
import { SubmitButton } from '../../../app/forms';
import { SettingsField, SettingsForm, useSectionForm } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

const update = account.updateSettings;
const emailOnly = z.pick(update.body, { email: true });
/**
 * The new address: required here (the settings call leaves a blank email alone, so sending it
 * blank would answer "saved" and change nothing), checked as every address is.
 */
const newEmail = z.object({ email: auth.resendActivation.body.shape.email });

/**
 * The email: the current one, a change waiting for its link (with Cancel), and a new address to
 * confirm. The link lands back here with ?email=confirmed or ?email=taken.
 */
export function EmailSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const [search] = useSearchParams();
  const outcome = search.get('email');
  const section = useSectionForm({
    endpoint: update,
    schema: newEmail,
    defaultValues: { email: '' },
    onSaved: (form) => form.reset(),
  });

  const status = (
    <>
      <p className={styles.saved}>
        {t.currentEmail}: <strong>{data.email}</strong>
      </p>
      {outcome === 'confirmed' && !data.pending_email ? (
        <Callout tone="positive">{t.emailConfirmed}</Callout>
      ) : null}
      {outcome === 'taken' ? <Callout tone="critical">{t.emailTaken}</Callout> : null}
      {data.pending_email ? <PendingEmail email={data.pending_email} /> : null}
    </>
  );

  return (
    <SettingsForm title={t.email} status={status} section={section} submitLabel={t.changeEmail}>
      <SettingsField
        section={section}
        label={t.newEmail}
        name="email"
        type="email"
        autoComplete="email"
        description={t.newEmailHint}
      />
    </SettingsForm>
  );
}

/**
 * A change waiting for its link: send the link again (the same address: a new link, the earlier
 * one stops working) or cancel it. Each is a form of one button; a refusal is said below them.
 */
function PendingEmail({ email }: { email: string }) {
  const t = useMessages(settingsPageMessages);
  const resend = useSectionForm({
    endpoint: update,
    schema: emailOnly,
    defaultValues: { email },
    fields: [],
  });
  const cancel = useSectionForm({
    endpoint: account.cancelEmailChange,
    schema: z.object({}),
    defaultValues: {},
    input: () => ({}),
  });
  const failure = resend.failure ?? cancel.failure;
  return (
    <>
      <Callout
        tone="info"
        action={
          <div className={styles.actions}>
            <form onSubmit={(event) => void resend.submit(event)} noValidate>
              <SubmitButton control={resend.form.control} tone="neutral" size="sm">
                {t.resendEmailLink}
              </SubmitButton>
            </form>
            <form onSubmit={(event) => void cancel.submit(event)} noValidate>
              <SubmitButton control={cancel.form.control} tone="ghost" size="sm">
                {t.cancelEmailChange}
              </SubmitButton>
            </form>
          </div>
        }
      >
        {t.pendingEmail({ email })}
      </Callout>
      {failure ? (
        <Callout tone="critical" announce="alert">
          {failure}
        </Callout>
      ) : null}
    </>
  );
}
