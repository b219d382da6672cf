// The email telling someone of a message they have not read: who wrote, about what, the start
// of what they wrote (masked as the thread shows it), and one link to the conversation.
import { render } from '../../platform/mail/templates';

const SNIPPET = 300;

export interface MessageEmailFacts {
  conversation_id: number;
  name: string;
  sender: string;
  item: string | null;
  /** As the reader may see it. */
  content: string;
}

export function messageEmail(publicUrl: string, f: MessageEmailFacts) {
  const snippet = f.content.length > SNIPPET ? `${f.content.slice(0, SNIPPET)}…` : f.content;
  return render(f.name, publicUrl, {
    subject: `New message from ${f.sender}`,
    intro: `${f.sender} sent you a message${f.item ? ` about "${f.item}"` : ''}:\n${snippet}`,
    button: 'Read and reply',
    path: `/messages?conversation=${f.conversation_id}`,
    note: 'We email you about a conversation at most once an hour, and only while you are away from Pinjam.',
  });
}
