import { useSearchParams } from 'react-router-dom';
import { contract, type SettingsData } from '@pinjam/api';
import { Button, Callout, useMessages } from '@pinjam/ui';
import { SettingsField, SettingsForm, useSectionSave } from './SettingsSection';
import { settingsPageMessages } from './messages';
import * as styles from './SettingsPage.css';

/**
 * The email: the current one, a change waiting for its link (with Cancel), and a new address to
 * confirm. The link lands back here with ?email=confirmed or ?email=taken.
 */
export function EmailSection({ data }: { data: SettingsData }) {
  const t = useMessages(settingsPageMessages);
  const [search] = useSearchParams();
  const outcome = search.get('email');
  const section = useSectionSave(contract.account.updateSettings);
  const cancel = useSectionSave(contract.account.cancelEmailChange);
  const resend = useSectionSave(contract.account.updateSettings);

  const status = (
    <>
      <p className={styles.saved}>
        {t.currentEmail}: <strong>{data.email}</strong>
      </p>
      {outcome === 'confirmed' && !data.pending_email ? (
        <Callout tone="positive">{t.emailConfirmed}</Callout>
      ) : null}
      {outcome === 'taken' ? <Callout tone="critical">{t.emailTaken}</Callout> : null}
      {data.pending_email ? (
        <Callout
          tone="info"
          action={
            <div className={styles.actions}>
              {/* The same address again: a new link, the earlier one stops working. */}
              <Button
                tone="neutral"
                size="sm"
                loading={resend.submitting}
                onClick={() => void resend.save({ body: { email: data.pending_email! } })}
              >
                {t.resendEmailLink}
              </Button>
              <Button tone="ghost" size="sm" loading={cancel.submitting} onClick={() => void cancel.save({})}>
                {t.cancelEmailChange}
              </Button>
            </div>
          }
        >
          {t.pendingEmail({ email: data.pending_email })}
        </Callout>
      ) : null}
      {(cancel.generalError ?? resend.generalError) ? (
        <Callout tone="critical">{cancel.generalError ?? resend.generalError}</Callout>
      ) : null}
    </>
  );

  return (
    <SettingsForm
      title={t.email}
      status={status}
      section={section}
      submitLabel={t.changeEmail}
      onSave={async ({ email = '' }, form) => {
        if (await section.save({ body: { email } })) form.reset();
      }}
    >
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
