import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RequestStatus } from '@pinjam/api/domain';
import type { EventExamples } from '../_shared/examples';
import {
  eventButton,
  expectChartWhole,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
} from '../_testing/play';
import { machineStory } from '../_view/machineStory';
import { requestEventsIn } from './lifecycle';
import {
  rentalRequestMachine,
  requestEventTypes,
  type RentalRequestSnapshot,
  type RequestEvent,
} from './rentalRequestMachine';

const party = (label: string, by: RequestEvent['by']) => ({ label, payload: { by } });
/** Who sends each event; the first is the one docs/product.md allows, the others are refused. */
const examples: EventExamples<RequestEvent> = {
  'request.accept': { valid: [party('The owner', 'owner'), party('The renter (refused)', 'renter')] },
  'request.deny': { valid: [party('The owner', 'owner'), party('The renter (refused)', 'renter')] },
  'request.cancel': { valid: [party('The renter', 'renter'), party('The owner (refused)', 'owner')] },
  'request.expire': { valid: [party('The expiry job', 'system'), party('The owner (refused)', 'owner')] },
};

const view = machineStory(rentalRequestMachine, {
  examples,
  selectors: {
    accepts: (s: RentalRequestSnapshot) => requestEventsIn(s.value as RequestStatus),
  },
});
const meta = { title: 'Machines/RentalRequest', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A final status takes nothing: no event has a button and the selector lists none. */
async function expectFinal(canvas: HTMLElement, status: RequestStatus) {
  await expectState(canvas, status);
  await expectLit(canvas, `rentalRequest.${status}`);
  for (const type of requestEventTypes)
    await expect(within(canvas).queryByRole('button', { name: type })).toBeNull();
  await expect(within(canvas).getByText(/None: the machine is waiting/)).toBeVisible();
  await expect(readSelectors(canvas).accepts).toEqual([]);
}

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: a request is made pending at checkout. The owner accepts or denies it, the renter cancels
 * it, the expiry job expires it (48 h, or the start date); every other status is final. Pick
 * another party in an event's examples: the button greys out (that party may not).
 */
export const QA: Story = {
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'pending');
    for (const type of requestEventTypes) await expect(eventButton(canvasElement, type)).toBeEnabled();
    await expect(readSelectors(canvasElement).accepts).toHaveLength(4);
  },
};

/** One press from pending, by the party docs/product.md names, ends the request. */
const endsWith = (type: RequestEvent['type'], status: RequestStatus): Story => ({
  play: async ({ canvasElement }) => {
    await press(canvasElement, type);
    await expectFinal(canvasElement, status);
  },
});

/** The owner accepts: the server captures the payment and creates the rental order. */
export const Accepted = endsWith('request.accept', 'accepted');
/** The owner denies (with an optional reason, kept by the server): the hold is voided. */
export const Denied = endsWith('request.deny', 'denied');
/** The renter cancels while it is pending. */
export const Cancelled = endsWith('request.cancel', 'cancelled');
/** Nobody answered in time: the expiry job expires it. */
export const Expired = endsWith('request.expire', 'expired');

/** The wrong party: the renter may not accept, the owner may not cancel or expire. */
export const WrongParty: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'pending');
    await pickExample(canvasElement, 'request.accept', 'The renter');
    await expect(eventButton(canvasElement, 'request.accept')).toBeDisabled();
    await pickExample(canvasElement, 'request.cancel', 'The owner');
    await expect(eventButton(canvasElement, 'request.cancel')).toBeDisabled();
    await pickExample(canvasElement, 'request.expire', 'The owner');
    await expect(eventButton(canvasElement, 'request.expire')).toBeDisabled();
    await pickExample(canvasElement, 'request.cancel', 'The renter');
    await press(canvasElement, 'request.cancel');
    await expectFinal(canvasElement, 'cancelled');
  },
};
