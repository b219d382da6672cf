import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, Callout, TextField, toaster, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { shareMessages } from './messages';
import * as styles from './ViewItemPage.css';

/** The item's canonical address (the server's canonical link), on the site the page came from. */
const itemUrl = (id: number) => `${window.location.origin}${pathTo('view-item', { id })}`;

/**
 * Whether the system's share sheet is there (phones, some desktops). False on the server and in
 * the first render, so the page drawn there and the one scripts take over agree.
 */
function useWebShare(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof navigator.share === 'function'), []);
  return available;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share on the item page (issue 27, decision 0050): the system's share sheet where the Web Share
 * API exists; elsewhere the button shows three choices below it: WhatsApp, Facebook and Copy
 * link. Each carries the item's canonical address, whose page the link previews are drawn from.
 */
export function ShareItem({ id, title }: { id: number; title: string }) {
  const t = useMessages(shareMessages);
  const webShare = useWebShare();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const choicesId = useId();

  const share = async () => {
    try {
      await navigator.share({ title, text: t.text({ title }), url: itemUrl(id) });
    } catch (error) {
      // Closing the sheet without choosing is not a failure.
      if (!isCancel(error)) toaster.toast({ title: t.shareFailed, tone: 'critical' });
    }
  };
  const copy = async () => {
    const url = itemUrl(id);
    try {
      await navigator.clipboard.writeText(url);
      setRefused(null);
      toaster.toast({ title: t.copied, tone: 'positive' });
    } catch {
      // Refused (no permission, not a secure page, no clipboard at all): the link to copy by hand.
      setRefused(url);
    }
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpen(false);
  };

  return (
    <div className={styles.share} onKeyDown={closeOnEscape}>
      <Button
        tone="neutral"
        size="sm"
        aria-expanded={webShare ? undefined : open}
        aria-controls={webShare || !open ? undefined : choicesId}
        onClick={() => (webShare ? void share() : setOpen(!open))}
      >
        {t.share}
      </Button>
      {open && !webShare && (
        <ul id={choicesId} className={styles.shareChoices} aria-label={t.choices}>
          <ShareLinks id={id} title={title} />
          <li>
            <Button tone="ghost" size="sm" onClick={() => void copy()}>
              {t.copy}
            </Button>
          </li>
        </ul>
      )}
      {refused && (
        <Callout tone="warning" announce="alert">
          {t.refused}
          <TextField label={t.link} value={refused} readOnly onFocus={(e) => e.currentTarget.select()} />
        </Callout>
      )}
    </div>
  );
}

/** WhatsApp and Facebook, each in a new tab that cannot reach back into this one. */
function ShareLinks({ id, title }: { id: number; title: string }) {
  const t = useMessages(shareMessages);
  const url = itemUrl(id);
  const links = [
    [t.whatsApp, `https://wa.me/?text=${encodeURIComponent(`${t.text({ title })} ${url}`)}`],
    [t.facebook, `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  ] as const;
  return links.map(([name, href]) => (
    <li key={name}>
      <Button asChild tone="ghost" size="sm">
        <a href={href} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      </Button>
    </li>
  ));
}
