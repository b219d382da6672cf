import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** The steps a person sees, in order; 'done' is the result, after them all. */
export const checkoutSteps = ['fulfilment', 'address', 'payment', 'review', 'done'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

const order = (step: string) => checkoutSteps.indexOf(step as CheckoutStep);

/**
 * The browser's Back and Forward follow the checkout's steps (decision 0026): each step the
 * person moves on to gets its own history entry (the same address, the step in the entry's
 * state), so Back shows the step before, with what was entered, and Back from the first step
 * returns to the cart. The page's own Back buttons take the place of the entry shown. Forward to
 * a step not reached again, or Back once the order is placed, stays where the page is.
 */
export function useStepHistory(
  current: CheckoutStep,
  goBackTo: (step: Exclude<CheckoutStep, 'done'>) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const shown = (location.state as { checkoutStep?: CheckoutStep } | null)?.checkoutStep ?? 'fulfilment';
  // The address without a query: PayPal's return (?paypal=…) is read once and never kept.
  const here = { pathname: location.pathname };
  const latest = useRef({ goBackTo, here });
  latest.current = { goBackTo, here };

  // The page moved on: a later step is a new entry; an earlier one replaces the entry shown.
  useEffect(() => {
    const now = order(current);
    const entry = order(shown);
    if (now === entry) return;
    void navigate(latest.current.here, { replace: now < entry, state: { checkoutStep: current } });
    // Only the page's own moves are answered here; the history's are answered below.
  }, [current]);

  // The browser moved (Back or Forward: a POP to another entry; not the first load, not a
  // replace): back to an earlier step, or (forward, or back past a placed order) stay.
  const seen = useRef(location.key);
  useEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    if (navigationType !== 'POP') return;
    const now = order(current);
    const entry = order(shown);
    if (now === entry) return;
    if (entry < now && current !== 'done' && shown !== 'done') latest.current.goBackTo(shown);
    else void navigate(latest.current.here, { replace: true, state: { checkoutStep: current } });
  }, [location.key]);
}
