import { useState } from 'react';
import {
  afterRequestAnswer,
  DENY_REASON_MAX,
  type RentalRequest,
  requests,
  useCustomerRequests,
} from '@pinjam/api';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Button, ConfirmDialog, TextArea, useMessages } from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { formatMoment } from '../../../shared/moments';
import { customerRequestsMessages, requestMessages } from '../messages';
import { RequestRow, useAnswers } from '../RequestRow';
import { RequestsLayout } from '../RequestsLayout';

type T = ReturnType<typeof customerRequestsMessages.get>;

/** What happens next, or how it ended, as the owner reads it. */
function noteFor(request: RentalRequest, t: T) {
  switch (request.status) {
    case 'pending':
      return t.pendingNote({ deadline: formatMoment(request.expires_at) });
    case 'accepted':
      return t.acceptedNote({ when: formatMoment(request.answered_at ?? request.created_at) });
    case 'denied':
      return request.reason ? t.deniedNote({ reason: request.reason }) : t.deniedNoReason;
    case 'cancelled':
      return t.cancelledNote({ renter: request.renter.name });
    case 'expired':
      return t.expiredNote;
    default:
      return request.status satisfies never;
  }
}

type Asking = { request: RentalRequest; answer: 'accept' | 'deny' };

/** customer-requests: requests for my items, Accept (the card is charged) or Deny with a reason. */
export default function CustomerRequestsPage() {
  const t = useMessages(customerRequestsMessages);
  const common = useMessages(requestMessages);
  const list = useCustomerRequests();
  const { mutate } = list;
  const answers = useAnswers();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useWrite(requests.accept, { revalidate: afterRequestAnswer });
  const deny = useWrite(requests.deny, { revalidate: afterRequestAnswer });

  const ask = (request: RentalRequest, answer: Asking['answer']) => {
    setFailure(null);
    setReason('');
    setAsking({ request, answer });
  };

  const answer = async ({ request, answer }: Asking) => {
    setFailure(null);
    const renter = request.renter.name;
    const result =
      answer === 'accept'
        ? await accept.write({ params: { id: request.id } })
        : await deny.write({ params: { id: request.id }, body: { reason: reason.trim() || undefined } });
    if (result.ok) {
      const { request: answered } = result.data;
      if (answered.order_id !== null) answers.record(answered, t.accepted({ renter }), answered.order_id);
      else answers.record(answered, t.denied);
      setAsking(null);
    } else if (result.status === 409 || result.status === 404) {
      // The renter cancelled (or it expired) a moment before: say so and show the list as it is.
      answers.refuse(result.error.message);
      setAsking(null);
      void mutate();
    } else setFailure(result.error.errors?.reason?.join(' ') ?? result.error.message);
  };

  const current = asking?.request;
  return (
    <RequestsLayout
      texts={t}
      query={list}
      answers={answers}
      emptyAction={{ href: pathTo('add-item'), label: t.listAnItem }}
      dialogs={
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          title={
            current &&
            (asking.answer === 'accept'
              ? t.acceptTitle({ renter: current.renter.name })
              : t.denyTitle({ renter: current.renter.name }))
          }
          description={
            current && (
              <p>
                {asking.answer === 'accept'
                  ? t.acceptText({
                      renter: current.renter.name,
                      total: formatMoney(current.total),
                      start: formatDate(current.start_date),
                      end: formatDate(current.end_date),
                      days: common.dayCount(current.days),
                    })
                  : t.denyText({ renter: current.renter.name })}
              </p>
            )
          }
          confirmLabel={asking?.answer === 'deny' ? t.denyConfirm : t.acceptConfirm}
          cancelLabel={t.notYet}
          tone={asking?.answer === 'deny' ? 'critical' : 'primary'}
          busy={accept.writing || deny.writing}
          error={failure}
          onConfirm={() => asking && void answer(asking)}
        >
          {asking?.answer === 'deny' && (
            <TextArea
              label={t.reason}
              name="reason"
              maxLength={DENY_REASON_MAX}
              showCount
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </ConfirmDialog>
      }
    >
      {(request) => {
        const names = { renter: request.renter.name, title: request.item.title };
        return (
          <RequestRow
            request={request}
            subtitle={t.by({ name: request.renter.name })}
            note={noteFor(request, t)}
            actions={
              request.status === 'pending' ? (
                <>
                  <Button size="sm" aria-label={t.acceptLabel(names)} onClick={() => ask(request, 'accept')}>
                    {t.accept}
                  </Button>
                  <Button
                    size="sm"
                    tone="neutral"
                    aria-label={t.denyLabel(names)}
                    onClick={() => ask(request, 'deny')}
                  >
                    {t.deny}
                  </Button>
                </>
              ) : undefined
            }
          />
        );
      }}
    </RequestsLayout>
  );
}
