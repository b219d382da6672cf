// Payloads QA can pick in Machines/Checkout, and the tests' examples: valid, and invalid ones the
// machine must ignore (the first is the one that used to crash it).
import type { EventExamples } from '../_shared/examples';
import { fakeAddress, fakeCards, paypal } from './fakes';
import type { CheckoutEvent } from './types';

export const checkoutExamples: EventExamples<CheckoutEvent> = {
  'checkout.chooseFulfilment': {
    valid: [
      { label: 'Delivery', payload: { fulfilment: 'delivery' } },
      { label: 'Pickup', payload: { fulfilment: 'pickup' } },
    ],
    invalid: [
      { label: '"method" instead of "fulfilment"', payload: { method: 'delivery' } },
      { label: 'A way that does not exist', payload: { fulfilment: 'drone' } },
      { label: 'Nothing chosen (null)', payload: { fulfilment: null } },
    ],
  },
  'checkout.setAddress': {
    valid: [
      { label: 'Complete address (Kampong Kiarong)', payload: { address: fakeAddress } },
      {
        label: 'No telephone (taken; Continue then says addressRequired)',
        payload: { address: { ...fakeAddress, telephone: '' } },
      },
    ],
    invalid: [
      { label: 'No address', payload: {} },
      { label: 'The address as one text', payload: { address: 'No. 12, Simpang 34, Kiarong' } },
      { label: 'Telephone as a number', payload: { address: { ...fakeAddress, telephone: 6737123456 } } },
    ],
  },
  'checkout.choosePayment': {
    valid: [
      { label: 'Card that pays (…4242)', payload: { payment: fakeCards.ok } },
      { label: 'Card that is declined (…0002)', payload: { payment: fakeCards.declined } },
      { label: 'PayPal', payload: { payment: paypal } },
    ],
    invalid: [
      { label: 'Card without a token', payload: { payment: { method: 'card' } } },
      { label: 'Card with an empty token', payload: { payment: { method: 'card', token: '  ' } } },
      { label: 'A method that does not exist', payload: { payment: { method: 'cash' } } },
      { label: 'No payment (null)', payload: { payment: null } },
    ],
  },
  'checkout.change': {
    valid: [
      { label: 'Change the delivery or pickup', payload: { step: 'fulfilment' } },
      { label: 'Change the address', payload: { step: 'address' } },
      { label: 'Change the payment', payload: { step: 'payment' } },
    ],
    invalid: [
      { label: 'No step', payload: {} },
      { label: 'A step that cannot be changed', payload: { step: 'result' } },
    ],
  },
};
