// The admin console's kit (decision 0040): the page shell, the list screen with its URL-held
// params, a record's audit history, and saving a CSV export.
export { AdminPage, type AdminNotice, type AdminPageProps } from './AdminPage';
export { AdminList, type AdminFilter, type AdminListProps } from './AdminList';
export {
  useListParams,
  useAdminQuery,
  listAnswer,
  toQuery,
  type ListParams,
  type ListQuery,
} from './listParams';
export { AuditHistory, type AuditHistoryProps } from './AuditHistory';
export { AuditChanges } from './AuditChanges';
export { useLedgerAccountLabel } from './ledgerWords';
export { downloadCsv } from '../../shared/downloadCsv';
export { useAdminRecord, RecordStates, type RecordStatesProps } from './record';
export { AdminSection, type AdminSectionProps } from './AdminSection';
