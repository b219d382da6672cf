// The Message button of the item page and the profile: opens (or reopens) the conversation with
// that person, about the item when there is one, and goes to it. A visitor is sent to log in
// first and comes back here; nobody is offered a conversation with themselves.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messageKeys, messages as messageCalls } from '@pinjam/api';
import { Button, Text, useMessages, type ButtonProps } from '@pinjam/ui';
import { useDrawnAuth } from '../../app/auth';
import { useWrite } from '../../app/forms';
import { pathTo } from '../../routes/paths';
import { messageButtonMessages } from './messages';

export interface MessageButtonProps extends Pick<ButtonProps, 'tone' | 'size' | 'block' | 'className'> {
  /** Who to write to. */
  userId: number;
  /** Their name: the button says 'Message {name}' to screen readers. */
  name: string;
  /** The item the conversation is about. */
  itemId?: number;
}

export function MessageButton({ userId, name, itemId, ...button }: MessageButtonProps) {
  const t = useMessages(messageButtonMessages);
  // Shown as a visitor sees it while the session is restored (a page the server drew has it).
  const { user, restoring } = useDrawnAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const { write, writing } = useWrite(messageCalls.start, { revalidate: [messageKeys.conversations] });
  if (user?.id === userId) return null;

  const open = async () => {
    if (restoring) return;
    if (!user) {
      void navigate(pathTo('login'), { state: { from: location.pathname + location.search } });
      return;
    }
    setFailure(null);
    const result = await write({ body: { user_id: userId, ...(itemId ? { item_id: itemId } : {}) } });
    if (!result.ok) return setFailure(result.error.message);
    void navigate(`${pathTo('messages')}?conversation=${result.data.conversation.id}`);
  };

  return (
    <>
      <Button
        tone="neutral"
        {...button}
        loading={writing}
        aria-label={t.messageName({ name })}
        onClick={() => void open()}
      >
        {t.message}
      </Button>
      {failure && (
        <Text size="sm" tone="critical" role="alert">
          {t.failed({ reason: failure })}
        </Text>
      )}
    </>
  );
}
