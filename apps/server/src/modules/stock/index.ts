// Stock: the one owner of a unit's availability, for sales and rental bookings together
// (decision 0026). The checkout and the requests' accept call it; it has no routes.
export {
  DECLINED_NO_UNIT,
  freeToSell,
  freeUnits,
  keepProblem,
  NO_UNIT_FOR_THESE_DAYS,
  saleProblem,
  type Held,
} from './rules';
export { freeToAccept, heldFrom, rentedOut } from './stock.service';
export { holdForCheckout, releaseCheckoutHolds } from './stock.repository';
