import { useSelector } from '@xstate/react';
import { selectCheckoutFailure, selectCheckoutRefusal, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Callout, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { checkoutMessages } from './messages';

/**
 * Why Pay did not go through, and what to do: another card, the cart, the address, or the same
 * attempt again (same key: never charged twice). The cart is kept in every case.
 */
export function FailureNotice({
  actor,
  onChangeAddress,
  onChangePayment,
}: {
  actor: CheckoutActorRef;
  onChangeAddress: () => void;
  onChangePayment: () => void;
}) {
  const t = useMessages(checkoutMessages);
  const failure = useSelector(actor, selectCheckoutFailure);
  const refusal = useSelector(actor, selectCheckoutRefusal);
  if (!failure) return null;
  const addressRefused = Object.keys(refusal?.errors ?? {}).some((k) => k.startsWith('address'));
  const back = (
    <Button tone="neutral" size="sm" onClick={onChangePayment}>
      {failure.reason === 'declined' ? t.useAnotherCard : t.choosePayment}
    </Button>
  );
  const [title, text, action] = (() => {
    switch (failure.reason) {
      case 'declined':
        // The server's words say what happened and what to do (they differ by decline): once.
        return [failure.message, null, back];
      case 'unavailable':
        return [
          addressRefused ? failure.message : refusal?.status === 422 ? t.invalidTitle : t.unavailableTitle,
          addressRefused ? null : failure.message,
          addressRefused ? (
            <Button tone="neutral" size="sm" onClick={onChangeAddress}>
              {t.addressRefused}
            </Button>
          ) : (
            <Link href={pathTo('shopping-cart')}>{t.editCart}</Link>
          ),
        ];
      case 'paypalCancelled':
        return [t.paypalCancelledTitle, t.paypalCancelledText, back];
      case 'network':
        return [
          t.networkTitle,
          failure.message,
          <Button size="sm" onClick={() => actor.send({ type: 'checkout.retry' })}>
            {t.retry}
          </Button>,
        ];
      default:
        return failure.reason satisfies never;
    }
  })();
  return (
    <Callout
      tone={failure.reason === 'paypalCancelled' ? 'warning' : 'critical'}
      title={title}
      announce="alert"
      action={action}
    >
      {text && <p>{text}</p>}
      <p>{t.cartKept}</p>
    </Callout>
  );
}
