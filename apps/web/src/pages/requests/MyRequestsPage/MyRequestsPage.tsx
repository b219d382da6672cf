import { useState } from 'react';
import { afterRequestAnswer, type RentalRequest, requests, useMyRequests } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { Button, ConfirmDialog, useMessages } from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { formatMoment } from '../../../shared/moments';
import { myRequestsMessages, requestMessages } from '../messages';
import { RequestRow, useAnswers } from '../RequestRow';
import { RequestsLayout } from '../RequestsLayout';

type T = ReturnType<typeof myRequestsMessages.get>;

/** What happens next, or why it ended, as the renter reads it. */
function noteFor(request: RentalRequest, t: T) {
  const owner = request.owner.name;
  switch (request.status) {
    case 'pending':
      return t.pendingNote({ owner, deadline: formatMoment(request.expires_at) });
    case 'accepted':
      return t.acceptedNote({ owner, when: formatMoment(request.answered_at ?? request.created_at) });
    case 'denied':
      return request.reason ? t.deniedNote({ owner, reason: request.reason }) : t.deniedNoReason({ owner });
    case 'cancelled':
      return t.cancelledNote;
    case 'expired':
      return t.expiredNote({ owner });
    default:
      return request.status satisfies never;
  }
}

/** my-requests: the rentals I asked for, what happens next and by when, and Cancel while pending. */
export default function MyRequestsPage() {
  const t = useMessages(myRequestsMessages);
  const common = useMessages(requestMessages);
  const list = useMyRequests();
  const { mutate } = list;
  const answers = useAnswers();
  const [cancelling, setCancelling] = useState<RentalRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { write, writing } = useWrite(requests.cancel, { revalidate: afterRequestAnswer });

  const cancel = async (request: RentalRequest) => {
    setFailure(null);
    const result = await write({ params: { id: request.id } });
    if (result.ok) {
      answers.record(result.data.request, t.cancelled);
      setCancelling(null);
    } else if (result.status === 409 || result.status === 404) {
      // Someone answered a moment before: say so, and show the list as it is now.
      answers.refuse(result.error.message);
      setCancelling(null);
      void mutate();
    } else setFailure(result.error.message);
  };

  return (
    <RequestsLayout
      texts={t}
      query={list}
      answers={answers}
      emptyAction={{ href: pathTo('search'), label: common.browse }}
      dialogs={
        <ConfirmDialog
          open={cancelling !== null}
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t.cancelTitle}
          description={
            cancelling && (
              <p>
                {cancelling.deposit > 0
                  ? t.cancelTextWithDeposit({
                      total: formatMoney(cancelling.total),
                      deposit: formatMoney(cancelling.deposit),
                      owner: cancelling.owner.name,
                    })
                  : t.cancelText({ total: formatMoney(cancelling.total), owner: cancelling.owner.name })}
              </p>
            )
          }
          confirmLabel={t.cancel}
          cancelLabel={t.keep}
          tone="critical"
          busy={writing}
          error={failure}
          onConfirm={() => cancelling && void cancel(cancelling)}
        />
      }
    >
      {(request) => (
        <RequestRow
          request={request}
          subtitle={t.from({ name: request.owner.name })}
          note={noteFor(request, t)}
          actions={
            request.status === 'pending' ? (
              <Button
                tone="neutral"
                size="sm"
                aria-label={`${t.cancel}: ${request.item.title}`}
                onClick={() => {
                  setFailure(null);
                  setCancelling(request);
                }}
              >
                {t.cancel}
              </Button>
            ) : undefined
          }
        />
      )}
    </RequestsLayout>
  );
}
