import type { AdminUserRow } from '@pinjam/api/contract';
import type { VerificationStatus } from '@pinjam/api/domain';
import { Badge, useMessages, type BadgeProps } from '@pinjam/ui';
import { adminUsersMessages } from './messages';

const verificationTones: Record<VerificationStatus, BadgeProps['tone']> = {
  unsubmitted: 'neutral',
  pending: 'warning',
  approved: 'positive',
  rejected: 'critical',
};

/** A member's identity verification, as a badge. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useMessages(adminUsersMessages);
  return <Badge tone={verificationTones[status]}>{t[status]}</Badge>;
}

/** Active, disabled or not activated yet. */
export function AccountState({ user }: { user: Pick<AdminUserRow, 'disabled_at' | 'activated_at'> }) {
  const t = useMessages(adminUsersMessages);
  if (user.disabled_at) return <Badge tone="critical">{t.disabled}</Badge>;
  if (!user.activated_at) return <Badge tone="neutral">{t.inactive}</Badge>;
  return <Badge tone="positive">{t.active}</Badge>;
}
