import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { deliveryAddressInput, type DeliveryAddressInput } from '@pinjam/api/contract';
import type { SettingsData, User } from '@pinjam/api';
import { selectCheckoutRefusal, type CheckoutActorRef, type DeliveryAddress } from '@pinjam/machines';
import { Button, LocationSelect, TextField, useMessages } from '@pinjam/ui';
import { controlled, FormFailure, SubmitButton, useApiForm } from '../../../app/forms';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

type AddressValues = Record<keyof DeliveryAddressInput, string>;

const valuesOf = (address: Partial<DeliveryAddress> | null): AddressValues => ({
  address_line_1: address?.address_line_1 ?? '',
  address_line_2: address?.address_line_2 ?? '',
  address_line_3: address?.address_line_3 ?? '',
  post_code: address?.post_code ?? '',
  city: address?.city ?? '',
  district: address?.district ?? '',
  telephone: address?.telephone ?? '',
});

/** The fields in page order: the first the server refused takes the focus. */
const fields = ['address_line_1', 'address_line_2', 'city', 'post_code', 'district', 'telephone'];
const prefix = 'address.';

/**
 * The delivery address, prefilled from the checkout's (the user's saved settings, or what was typed
 * before), checked with the contract's `deliveryAddressInput` and handed to the checkout machine.
 * The server's refusal of it (a 422's `address.*`, kept in the machine's context) comes back
 * beside the fields.
 */
export function AddressStep({
  actor,
  fallback,
}: {
  actor: CheckoutActorRef;
  /** What to start from when the checkout has no address yet (e.g. the user's district). */
  fallback: Partial<DeliveryAddress>;
}) {
  const t = useMessages(checkoutMessages);
  const address = useSelector(actor, (s) => s.context.address);
  const refusal = useSelector(actor, selectCheckoutRefusal);
  const { form, field, submit, failure, refuse } = useApiForm<AddressValues, DeliveryAddressInput>({
    schema: deliveryAddressInput,
    defaultValues: valuesOf(address ?? fallback),
    options: { mode: 'onSubmit', reValidateMode: 'onSubmit' },
    fields,
    fieldOf: (key) => (key.startsWith(prefix) ? key.slice(prefix.length) : undefined),
    send: (valid) => {
      actor.send({ type: 'checkout.setAddress', address: valid as DeliveryAddress });
      actor.send({ type: 'checkout.next' });
    },
  });

  // What the server said of the address (the lines' refusals belong to the review).
  useEffect(() => {
    const errors = Object.entries(refusal?.errors ?? {}).filter(([key]) => key.startsWith(prefix));
    if (refusal && errors.length > 0)
      refuse({ message: refusal.message, errors: Object.fromEntries(errors) });
  }, [refusal, refuse]);

  const text = (name: keyof AddressValues, label: string, extra: object = {}) => (
    <TextField label={label} {...field(name)} {...extra} />
  );

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <StepHeading>{t.stepAddress}</StepHeading>
      <p>{t.addressIntro}</p>
      <FormFailure message={failure} />
      <div className={styles.fields}>
        <div className={styles.wide}>
          {text('address_line_1', t.addressLine1, { autoComplete: 'address-line1' })}
        </div>
        {text('address_line_2', t.addressLine2, { autoComplete: 'address-line2' })}
        {text('city', t.city, { autoComplete: 'address-level2' })}
        {text('post_code', t.postCode, { autoComplete: 'postal-code' })}
        <Controller
          control={form.control}
          name="district"
          render={(state) => <LocationSelect label={t.district} {...controlled(state)} />}
        />
        <div className={styles.wide}>
          {text('telephone', t.telephone, { type: 'tel', autoComplete: 'tel' })}
        </div>
      </div>
      <div className={styles.actions}>
        <Button tone="neutral" onClick={() => actor.send({ type: 'checkout.back' })}>
          {t.back}
        </Button>
        <SubmitButton control={form.control}>{t.continue}</SubmitButton>
      </div>
    </form>
  );
}

/** The address saved in the settings (the user's district when the settings have none). */
export function savedAddress(user: User, settings: SettingsData | undefined): Partial<DeliveryAddress> {
  return {
    address_line_1: settings?.address_line_1 ?? '',
    address_line_2: settings?.address_line_2 ?? null,
    address_line_3: settings?.address_line_3 ?? null,
    city: settings?.city ?? null,
    post_code: settings?.post_code ?? null,
    district: settings?.district ?? user.district ?? '',
    telephone: settings?.telephone ?? '',
  };
}
