import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { deliveryAddressInput, type DeliveryAddressInput } from '@pinjam/api/contract';
import type { SettingsData, User } from '@pinjam/api';
import type { CheckoutActorRef, DeliveryAddress } from '@pinjam/machines';
import { Button, LocationSelect, TextField, useMessages } from '@pinjam/ui';
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

/**
 * The delivery address, prefilled from the checkout's (the user's saved settings, or what was typed
 * before), checked with the contract's `deliveryAddressInput`; the server's refusals of it
 * (`address.*`) come back beside the fields.
 */
export function AddressStep({
  actor,
  fallback,
  serverErrors,
}: {
  actor: CheckoutActorRef;
  /** What to start from when the checkout has no address yet (e.g. the user's district). */
  fallback: Partial<DeliveryAddress>;
  serverErrors: Record<string, string[]>;
}) {
  const t = useMessages(checkoutMessages);
  const address = useSelector(actor, (s) => s.context.address);
  const form = useForm<AddressValues, unknown, DeliveryAddressInput>({
    resolver: zodResolver(deliveryAddressInput) as never,
    defaultValues: valuesOf(address ?? fallback),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [key, messages] of Object.entries(serverErrors)) {
      const field = key.replace(/^address\./, '') as keyof AddressValues;
      if (key.startsWith('address.'))
        form.setError(field, { message: messages.join(' ') }, { shouldFocus: true });
    }
  }, [serverErrors, form]);

  const submit = form.handleSubmit((valid) => {
    actor.send({ type: 'checkout.setAddress', address: valid as DeliveryAddress });
    actor.send({ type: 'checkout.next' });
  });

  const text = (name: keyof AddressValues, label: string, extra: object = {}) => (
    <TextField label={label} error={errors[name]?.message} {...form.register(name)} {...extra} />
  );

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <StepHeading>{t.stepAddress}</StepHeading>
      <p>{t.addressIntro}</p>
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
          render={({ field, fieldState }) => (
            <LocationSelect
              ref={field.ref}
              label={t.district}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className={styles.wide}>
          {text('telephone', t.telephone, { type: 'tel', autoComplete: 'tel' })}
        </div>
      </div>
      <div className={styles.actions}>
        <Button tone="neutral" onClick={() => actor.send({ type: 'checkout.back' })}>
          {t.back}
        </Button>
        <Button type="submit">{t.continue}</Button>
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
