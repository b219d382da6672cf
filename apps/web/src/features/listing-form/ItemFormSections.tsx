import type { ReactNode } from 'react';
import { categories, ITEM_LIMITS, itemConditionNames, itemConditions } from '@pinjam/api/contract';
import {
  Callout,
  Checkbox,
  Link,
  LocationSelect,
  MoneyField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  useMessages,
} from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import type { DraftErrors, DraftField, ListingValues } from './listingSchema';
import { itemFormMessages } from './messages';
import * as styles from './ItemForm.css';

/** What every section gets: the form's values, a setter per field and the errors beside the fields. */
export interface SectionProps {
  draft: ListingValues;
  errors: DraftErrors;
  /** Sets a value and clears the error beside it (`field`, when the value's error stands elsewhere). */
  change: <K extends keyof ListingValues>(key: K, value: ListingValues[K], field?: DraftField) => void;
}

const categoryOptions = categories.map((c) => ({ value: c.slug, label: c.name }));

/** A section of the form: an h2 and its fields. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Title, description, category, condition and district. */
export function AboutFields({ draft, errors, change }: SectionProps) {
  const t = useMessages(itemFormMessages);
  return (
    <>
      <div data-field="title">
        <TextField
          label={t.title}
          description={t.titleHint}
          value={draft.title}
          onChange={(e) => change('title', e.target.value)}
          maxLength={ITEM_LIMITS.titleMax}
          autoComplete="off"
          required
          error={errors.title}
        />
      </div>
      <div data-field="description">
        <TextArea
          label={t.description}
          description={t.descriptionHint}
          value={draft.description}
          onChange={(e) => change('description', e.target.value)}
          maxLength={ITEM_LIMITS.descriptionMax}
          rows={6}
          showCount
          error={errors.description}
        />
      </div>
      <div className={styles.twoColumns}>
        <div data-field="category">
          <Select
            label={t.category}
            placeholder={t.categoryPlaceholder}
            options={categoryOptions}
            value={draft.category}
            onValueChange={(value) => change('category', value)}
            required
            error={errors.category}
          />
        </div>
        <div data-field="district">
          <LocationSelect
            label={t.district}
            description={t.districtHint}
            value={draft.district}
            onValueChange={(value) => change('district', value)}
            required
            error={errors.district}
          />
        </div>
      </div>
      <div data-field="condition">
        <RadioGroup
          label={t.condition}
          orientation="horizontal"
          value={draft.condition}
          onValueChange={(value) => change('condition', value)}
          required
          error={errors.condition}
        >
          {itemConditions.map((condition) => (
            <Radio key={condition} value={condition} label={itemConditionNames[condition]} />
          ))}
        </RadioGroup>
      </div>
    </>
  );
}

/** Rent and/or sale, their prices (typed in B$), and the notice for owners not yet verified. */
export function OfferFields({
  draft,
  errors,
  change,
  verified,
  verificationError,
}: SectionProps & { verified: boolean; verificationError: string | null }) {
  const t = useMessages(itemFormMessages);
  const money = (key: 'price_per_day' | 'price_per_week' | 'deposit' | 'sale_price') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    placeholder: '0.00',
    error: errors[key],
  });
  const days = (key: 'min_days' | 'max_days') => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min: 1,
    max: ITEM_LIMITS.daysMax,
    step: 1,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    error: errors[key],
  });
  const offerErrorId = 'item-offer-error';
  // Both boxes carry the group's error: at least one must be ticked.
  const choice = (key: 'for_rent' | 'for_sale', label: string, hint: string) => (
    <Checkbox
      label={label}
      description={hint}
      checked={draft[key]}
      onCheckedChange={(checked) => change(key, checked === true, 'offer')}
      aria-invalid={errors.offer ? true : undefined}
      aria-describedby={errors.offer ? offerErrorId : undefined}
    />
  );
  const notice = verificationError ?? (verified ? null : t.unverifiedText);
  return (
    <>
      {notice && (
        <Callout
          tone={verificationError ? 'critical' : 'warning'}
          title={t.unverifiedTitle}
          action={<Link href={pathTo('verification')}>{t.verifyLink}</Link>}
          data-testid="verification-notice"
        >
          {notice}
        </Callout>
      )}
      <fieldset className={styles.offer} data-field="offer">
        <legend className={styles.legend}>{t.offer}</legend>
        {choice('for_rent', t.forRent, t.forRentHint)}
        {draft.for_rent && (
          <div className={styles.details}>
            <div className={styles.threeColumns}>
              <div data-field="price_per_day">
                <MoneyField label={t.pricePerDay} required {...money('price_per_day')} />
              </div>
              <div data-field="price_per_week">
                <MoneyField
                  label={t.pricePerWeek}
                  description={t.pricePerWeekHint}
                  {...money('price_per_week')}
                />
              </div>
              <div data-field="deposit">
                <MoneyField label={t.deposit} description={t.depositHint} {...money('deposit')} />
              </div>
              <div data-field="min_days">
                <TextField label={t.minDays} required {...days('min_days')} />
              </div>
              <div data-field="max_days">
                <TextField label={t.maxDays} {...days('max_days')} />
              </div>
            </div>
          </div>
        )}
        {choice('for_sale', t.forSale, t.forSaleHint)}
        {draft.for_sale && (
          <div className={styles.details}>
            <div className={styles.narrow} data-field="sale_price">
              <MoneyField label={t.salePrice} required {...money('sale_price')} />
            </div>
          </div>
        )}
        {errors.offer && (
          <p id={offerErrorId} className={styles.offerError}>
            {errors.offer}
          </p>
        )}
      </fieldset>
    </>
  );
}

/** How many identical units. */
export function StockField({ draft, errors, change }: SectionProps) {
  const t = useMessages(itemFormMessages);
  return (
    <div className={styles.twoColumns} data-field="starting_inventory">
      <TextField
        label={t.stock}
        description={t.stockHint}
        type="number"
        inputMode="numeric"
        min={ITEM_LIMITS.stockMin}
        max={ITEM_LIMITS.stockMax}
        step={1}
        value={draft.starting_inventory}
        onChange={(e) => change('starting_inventory', e.target.value)}
        required
        error={errors.starting_inventory}
      />
    </div>
  );
}
