// The admin audit trail (decision 0039): one page of the trail by the filters the URL holds.
import { audit, type AuditQuery } from '../contract/audit';
import { keyOf } from '../keys';
import { useEndpoint } from './core';

/** The list's filters and cursor, as the URL holds them ('' and null: not filtered). */
export type AuditFilter = { [K in keyof AuditQuery]?: AuditQuery[K] | '' | null };

const query = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== null && v !== undefined));

export const auditKeys = {
  list: (filter: AuditFilter = {}) => keyOf(audit.list, undefined, query(filter)),
} as const;

/** One page of the trail, newest first; `false` waits (not an admin). */
export const useAuditTrail = (filter: AuditFilter = {}, enabled = true) =>
  useEndpoint(enabled ? auditKeys.list(filter) : null, audit.list, { query: query(filter) });
