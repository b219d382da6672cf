// Reads of the dashboard area: the caller's figures (a member's own, or an admin's marketplace).
import { dashboard } from '../contract/dashboard';
import { keyOf } from '../keys';
import { useEndpoint } from './core';

export const dashboardKeys = { stats: keyOf(dashboard.stats) } as const;

/** The dashboard's figures: `member` for a member, `marketplace` for an admin. */
export const useDashboardStats = () => useEndpoint(dashboardKeys.stats, dashboard.stats);
