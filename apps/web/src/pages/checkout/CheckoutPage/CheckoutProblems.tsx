import type { CheckoutProblem } from '@pinjam/machines';
import { Button, Callout, LinkBase, Spinner, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { NothingHere } from '../../../shared/PageStates';
import { checkoutMessages } from './messages';

/** What keeps the cart from checking out at all: nothing in it, or rentals by an unverified renter. */
export function CheckoutProblems({ problem }: { problem: CheckoutProblem | null }) {
  const t = useMessages(checkoutMessages);
  if (problem === 'emptyCart') return <NothingHere title={t.emptyTitle} text={t.emptyText} />;
  if (problem === 'verificationRequired')
    return (
      <Callout
        tone="warning"
        title={t.verifyTitle}
        headingLevel={2}
        action={
          <>
            <Button asChild size="sm">
              <LinkBase href={pathTo('verification')}>{t.verify}</LinkBase>
            </Button>{' '}
            <Button asChild size="sm" tone="neutral">
              <LinkBase href={pathTo('shopping-cart')}>{t.editCart}</LinkBase>
            </Button>
          </>
        }
      >
        {t.verifyText}
      </Callout>
    );
  return <Spinner label={t.loading} />;
}
