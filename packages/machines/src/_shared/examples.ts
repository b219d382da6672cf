// Example payloads per event, for QA to pick in the machine view and for the tests: the valid
// ones typed from the event (a change to an event's type breaks its examples at compile time),
// and the notable invalid ones, which the machine must ignore.
import type { PayloadOf } from './schemas';

/** A payload (the event without its `type`) with a line saying what it tries. */
export interface PayloadExample<P> {
  label: string;
  payload: P;
}
export interface EventExampleSet<P> {
  valid: PayloadExample<P>[];
  invalid?: PayloadExample<unknown>[];
}
export type EventExamples<E extends { type: string }> = {
  [K in E['type']]?: EventExampleSet<PayloadOf<E, K>>;
};
