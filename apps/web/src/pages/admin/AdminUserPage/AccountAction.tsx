import { useState } from 'react';
import { ApiError, useAdminDisableUser, useAdminEnableUser } from '@pinjam/api';
import type { AdminUserDetail } from '@pinjam/api/contract';
import { Button, ConfirmDialog, Text, useMessages } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { adminUserMessages } from './messages';

/**
 * Disable (confirmed first: it signs them out everywhere and hides their items) or Enable. The
 * result shows in the page's notice; a 409 (another admin was first) as its message. The admin's
 * own account cannot be disabled: the button is off and says why.
 */
export function AccountAction({
  profile,
  self,
  onDone,
}: {
  profile: AdminUserDetail['profile'];
  self: boolean;
  onDone: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminUserMessages);
  const disable = useAdminDisableUser();
  const enable = useAdminEnableUser();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const run = async (action: typeof disable.trigger) => {
    setFailure(undefined);
    try {
      const result = await action({ params: { id: profile.id } });
      setOpen(false);
      onDone({ tone: 'success', text: result.message });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setOpen(false);
        onDone({ tone: 'critical', text: e.message });
      } else setFailure(e instanceof Error ? e.message : String(e));
    }
  };

  if (profile.disabled_at)
    return (
      <Button loading={enable.isMutating} onClick={() => void run(enable.trigger)}>
        {t.enable}
      </Button>
    );
  if (self)
    return (
      <div>
        <Button tone="critical" disabled aria-describedby="disable-yourself">
          {t.disable}
        </Button>
        <Text tone="muted" id="disable-yourself">
          {t.yourself}
        </Text>
      </div>
    );
  return (
    <>
      <Button tone="critical" onClick={() => setOpen(true)}>
        {t.disable}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(undefined);
        }}
        title={t.disableTitle({ name: profile.name })}
        description={t.disableDescription}
        confirmLabel={t.disableConfirm}
        cancelLabel={t.keep}
        onConfirm={() => void run(disable.trigger)}
        busy={disable.isMutating}
        error={failure}
        tone="critical"
      />
    </>
  );
}
