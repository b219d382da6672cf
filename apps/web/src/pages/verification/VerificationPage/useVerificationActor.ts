import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { useApiClient, verificationCalls } from '@pinjam/api';
import { UPLOAD_ERROR, verificationMachine, type UploadInput } from '@pinjam/machines';
import { useAuth } from '../../../app/auth';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../features/realtime';

/**
 * The verification machine with the app's calls: the status from GET /api/user/verification,
 * the upload as one multipart request with its progress (aborted when the machine leaves
 * `uploading`), its refusal handed back whole (a 422's errors by photo, for the form), and the
 * signed-in user's meta kept in step with each status it learns. The machine holds what the page
 * shows; the page keeps nothing of its own beside it.
 */
export function useVerificationActor() {
  const client = useApiClient();
  const { updateUser } = useAuth();
  const calls = useMemo(() => verificationCalls(client), [client]);
  const actor = useActorRef(
    verificationMachine.provide({
      actors: {
        loadStatus: fromPromise(({ signal }) => calls.load(signal)),
        uploadDocuments: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
          const controller = new AbortController();
          calls
            .submit(
              { document: input.document as File, selfie: input.selfie as File },
              (fraction) =>
                sendBack({
                  type: 'verification.uploadProgress',
                  loaded: Math.round(fraction * 1000),
                  total: 1000,
                }),
              controller.signal,
            )
            .then((result) => {
              if (result.ok) sendBack({ type: 'verification.uploaded', record: result.data.verification });
              else sendBack({ type: 'verification.uploadFailed', error: result.error });
            })
            .catch(() => {
              if (!controller.signal.aborted)
                sendBack({ type: 'verification.uploadFailed', error: UPLOAD_ERROR });
            });
          return () => controller.abort();
        }),
      },
      actions: {
        syncStatus: (_, { status }) =>
          updateUser({ meta: { is_verified: status === 'approved', verification_status: status } }),
      },
    }),
  );
  // The admin's answer arrives on the user's order channel (the bell's verification notice): look
  // again at once rather than at the next poll; and after a dropped connection, in case one was missed.
  useRealtimeEvent('new-order', (data) => {
    if (typeof data === 'object' && data !== null && 'verification_id' in data)
      actor.send({ type: 'verification.check' });
  });
  useRealtimeReconnect(() => actor.send({ type: 'verification.check' }));
  return actor;
}
