export {
  orderMachine,
  orderEventTypes,
  orderParties,
  type OrderMachine,
  type OrderSnapshot,
  type OrderActorRef,
  type OrderEvent,
  type OrderParty,
  type OrderFacts,
  type OrderInput,
} from './orderMachine';
export { nextOrderStatus, orderEventsIn, type OrderState } from './lifecycle';
