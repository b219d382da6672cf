export { StatusPill, useStatusLabel, type StatusPillProps, type StatusPillStatus } from './StatusPill';
export {
  requestStatuses,
  orderStatuses,
  deliveryLegStatuses,
  payoutStatuses,
  statusVocabularies,
  statusKinds,
  statusTones,
  type RequestStatus,
  type OrderStatus,
  type DeliveryLegStatus,
  type PayoutStatus,
  type StatusKind,
  type StatusOf,
} from './statuses';
