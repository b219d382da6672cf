import { useEffect, useState } from 'react';
import {
  useAdminDetails,
  useMarketplaceSettings,
  useUpdateAdminPassword,
  useUpdateDetails,
  useUpdateMarketplaceSettings,
} from '@pinjam/api';
import type { MarketplaceSettings, SystemDetails } from '@pinjam/api/contract';
import { formatDate, moneyInputText, parseMoney } from '@pinjam/api/domain';
import { Link, MoneyField, Spinner, Text, TextField, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { LoadFailed } from '../../../shared/PageStates';
import { adminSettingsPageMessages } from './messages';
import { RentalsForm } from './RentalsForm';
import { Section, useSave, type Errors, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const detailFields = [
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'post_code',
  'city',
  'district',
  'country',
  'telephone',
  'email',
] as const;

function DetailsForm({ details, t }: { details: SystemDetails; t: Messages }) {
  const update = useUpdateDetails();
  const [values, setValues] = useState<Record<string, string>>({});
  const { errors, notice, run } = useSave(t);
  useEffect(() => setValues(Object.fromEntries(detailFields.map((f) => [f, details[f] ?? '']))), [details]);
  const submit = async () => {
    await run(() => update.trigger({ body: values }));
  };
  return (
    <Section
      id="details-title"
      title={t.detailsTitle}
      text={t.detailsText}
      notice={notice}
      onSubmit={submit}
      save={t.saveDetails}
      saving={update.isMutating}
    >
      <div className={styles.fields}>
        {detailFields.map((field) => (
          <TextField
            key={field}
            label={t[field]}
            type={field === 'email' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
          />
        ))}
      </div>
    </Section>
  );
}

/** '12.5' → 1250 basis points; null when it is not a number. */
const percentToBps = (text: string): number | null => {
  const value = Number(text.trim().replace(/%$/, ''));
  return text.trim() === '' || Number.isNaN(value) ? null : Math.round(value * 100);
};

function MarketplaceForm({ settings, t }: { settings: MarketplaceSettings; t: Messages }) {
  const update = useUpdateMarketplaceSettings();
  const [fee, setFee] = useState('');
  const [commission, setCommission] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [dispatchDays, setDispatchDays] = useState('');
  const { errors, notice, run } = useSave(t);
  useEffect(() => {
    setFee(moneyInputText(settings.delivery_fee));
    setCommission(String(settings.commission_bps / 100));
    setName(settings.marketplace_name);
    setContact(settings.contact_email);
    setDispatchDays(String(settings.dispatch_days));
  }, [settings]);
  const submit = async () => {
    const cents = parseMoney(fee);
    const bps = percentToBps(commission);
    const local: Errors = {};
    if (cents === null || cents === 'invalid') local.delivery_fee = t.feeInvalid;
    if (bps === null) local.commission_bps = t.commissionInvalid;
    if (!/^\d{1,3}$/.test(dispatchDays.trim())) local.dispatch_days = t.dispatchDaysInvalid;
    await run(
      () =>
        update.trigger({
          body: {
            delivery_fee: cents as number,
            commission_bps: bps!,
            marketplace_name: name,
            contact_email: contact,
            dispatch_days: Number(dispatchDays.trim()),
          },
        }),
      local,
    );
  };
  return (
    <Section
      id="marketplace-title"
      title={t.marketplaceTitle}
      notice={notice}
      onSubmit={submit}
      save={t.saveMarketplace}
      saving={update.isMutating}
    >
      <div className={styles.fields}>
        <MoneyField
          label={t.deliveryFee}
          description={t.deliveryFeeHelp}
          value={fee}
          error={errors.delivery_fee}
          onChange={(event) => setFee(event.target.value)}
        />
        <TextField
          label={t.commission}
          description={t.commissionHelp}
          inputMode="decimal"
          value={commission}
          error={errors.commission_bps}
          onChange={(event) => setCommission(event.target.value)}
        />
        <TextField
          label={t.marketplaceName}
          value={name}
          error={errors.marketplace_name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t.contactEmail}
          description={t.contactHelp}
          type="email"
          value={contact}
          error={errors.contact_email}
          onChange={(event) => setContact(event.target.value)}
        />
        <TextField
          label={t.dispatchDays}
          description={t.dispatchDaysHelp}
          inputMode="numeric"
          value={dispatchDays}
          error={errors.dispatch_days}
          onChange={(event) => setDispatchDays(event.target.value)}
        />
      </div>
      <div className={styles.header}>
        <Text weight="medium">{t.payoutDate}</Text>
        <p className={styles.muted}>
          {settings.payout_date
            ? t.payoutDateValue({ date: formatDate(settings.payout_date) })
            : t.payoutDateNone}{' '}
          <Link href={pathTo('admin-finances')}>{t.changePayoutDate}</Link>
        </p>
      </div>
    </Section>
  );
}

function PasswordForm({ t }: { t: Messages }) {
  const update = useUpdateAdminPassword();
  const empty = { password: '', newPassword: '', newPassword_confirmation: '' };
  const [values, setValues] = useState(empty);
  const { errors, notice, run } = useSave(t);
  const submit = async () => {
    if (await run(() => update.trigger({ body: values }))) setValues(empty);
  };
  const field = (name: keyof typeof empty, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      type="password"
      autoComplete={name === 'password' ? 'current-password' : 'new-password'}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
    />
  );
  return (
    <Section
      id="password-title"
      title={t.passwordTitle}
      notice={notice}
      onSubmit={submit}
      save={t.savePassword}
      saving={update.isMutating}
    >
      <div className={styles.fields}>
        {field('password', t.currentPassword)}
        {field('newPassword', t.newPassword, t.newPasswordHelp)}
        {field('newPassword_confirmation', t.confirmPassword)}
      </div>
    </Section>
  );
}

/**
 * /admin/settings: the company details (the footer), the marketplace's fee, commission, name
 * and contact email (the payout date shown, set on the finances page), how far ahead and how
 * long rentals may be, and the admin's password.
 * Each section saves on its own; a refusal shows beside its field.
 */
export default function AdminSettingsPage() {
  const t = useMessages(adminSettingsPageMessages);
  const { isAdmin } = useAuth();
  const details = useAdminDetails(isAdmin);
  const marketplace = useMarketplaceSettings(isAdmin);
  const error = details.error ?? marketplace.error;
  const ready = details.data && marketplace.data;

  let body;
  if (error && !ready)
    body = (
      <LoadFailed
        title={t.loadError}
        error={error}
        onRetry={() => {
          void details.mutate();
          void marketplace.mutate();
        }}
        retrying={details.isValidating || marketplace.isValidating}
      />
    );
  else if (!ready) body = <Spinner label={t.loading} size="sm" />;
  else
    body = (
      <>
        <DetailsForm details={details.data!.details} t={t} />
        <MarketplaceForm settings={marketplace.data!.settings} t={t} />
        <RentalsForm settings={marketplace.data!.settings} t={t} />
        <PasswordForm t={t} />
      </>
    );

  return (
    <AdminPage title={t.title} intro={t.intro} busy={!ready} width="narrow">
      {body}
    </AdminPage>
  );
}
