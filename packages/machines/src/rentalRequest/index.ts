export {
  rentalRequestMachine,
  requestEventTypes,
  requestParties,
  type RentalRequestMachine,
  type RentalRequestSnapshot,
  type RentalRequestActorRef,
  type RequestEvent,
  type RequestParty,
} from './rentalRequestMachine';
export { nextRequestStatus, requestEventsIn } from './lifecycle';
