import { useMemo } from 'react';
import { useUpdateMarketplaceSettings } from '@pinjam/api';
import { adminSettings, type MarketplaceSettings, preprocess, z } from '@pinjam/api/contract';
import { formatDate, moneyInputText } from '@pinjam/api/domain';
import { Link, MoneyField, Text, TextField } from '@pinjam/ui';
import { moneyText } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { Section, useSectionForm, type Messages } from './SettingsSection';
import * as styles from './AdminSettingsPage.css';

const body = adminSettings.updateMarketplace.body.shape;

/**
 * A typed text read for the contract's field next: `read` answers the value, or undefined when
 * the text is not one (then `invalid` is said, in the page's words).
 */
const typed = <S extends z.core.SomeType>(schema: S, parse: (text: string) => unknown, invalid: string) =>
  preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const read = parse(value.trim());
    if (read === undefined) ctx.addIssue({ code: 'custom', message: invalid });
    return read ?? value;
  }, schema);

/** '12.5' or '12.5 %' → 1250 basis points. */
const percentToBps = (text: string) => {
  const value = Number(text.replace(/\s*%$/, ''));
  return text === '' || Number.isNaN(value) ? undefined : Math.round(value * 100);
};

/** The marketplace's values as the admin types them (B$, %, days), read into the contract's body. */
const marketplaceSchema = (t: Messages) =>
  z.object({
    delivery_fee: moneyText(body.delivery_fee, { invalid: t.feeInvalid, required: t.feeInvalid }),
    commission_bps: typed(body.commission_bps, percentToBps, t.commissionInvalid),
    marketplace_name: body.marketplace_name,
    contact_email: body.contact_email,
    dispatch_days: typed(
      body.dispatch_days,
      (text) => (/^\d{1,3}$/.test(text) ? Number(text) : undefined),
      t.dispatchDaysInvalid,
    ),
  });

/** The delivery fee, commission, name, contact email and days to dispatch; the payout date linked. */
export function MarketplaceForm({ settings, t }: { settings: MarketplaceSettings; t: Messages }) {
  const update = useUpdateMarketplaceSettings();
  const schema = useMemo(() => marketplaceSchema(t), [t]);
  const section = useSectionForm({
    schema,
    defaultValues: {
      delivery_fee: moneyInputText(settings.delivery_fee),
      commission_bps: String(settings.commission_bps / 100),
      marketplace_name: settings.marketplace_name,
      contact_email: settings.contact_email,
      dispatch_days: String(settings.dispatch_days),
    },
    save: (values) => update.trigger({ body: values }),
  });
  return (
    <Section id="marketplace-title" title={t.marketplaceTitle} section={section} save={t.saveMarketplace}>
      <div className={styles.fields}>
        <MoneyField
          label={t.deliveryFee}
          description={t.deliveryFeeHelp}
          {...section.field('delivery_fee')}
        />
        <TextField
          label={t.commission}
          description={t.commissionHelp}
          inputMode="decimal"
          {...section.field('commission_bps')}
        />
        <TextField label={t.marketplaceName} {...section.field('marketplace_name')} />
        <TextField
          label={t.contactEmail}
          description={t.contactHelp}
          type="email"
          {...section.field('contact_email')}
        />
        <TextField
          label={t.dispatchDays}
          description={t.dispatchDaysHelp}
          inputMode="numeric"
          {...section.field('dispatch_days')}
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
