import * as Radix from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { createContext, useContext, type ReactNode } from 'react';
import { i18n, useMessages } from '../../i18n';
import { Glyph, type GlyphName } from '../_internal/controlGlyphs';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { toaster as appToaster, type ToastEntry, type Toaster } from './toaster';
import * as styles from './Toast.css';

const messages = i18n('Toast', {
  // Radix puts the hotkey (F8) in place of {hotkey}.
  region: 'Notifications ({hotkey})',
  notification: 'Notification',
  dismiss: 'Dismiss',
});

const icons: Record<NonNullable<ToastEntry['tone']>, GlyphName> = {
  neutral: 'info',
  positive: 'checkCircle',
  critical: 'alert',
};

const ToasterContext = createContext<Toaster>(appToaster);

/** The toaster of the nearest ToastProvider: `const { toast } = useToast()`. */
export function useToast(): Pick<Toaster, 'toast' | 'dismiss'> {
  const { toast, dismiss } = useContext(ToasterContext);
  return { toast, dismiss };
}

function ToastItem({ entry, onDismiss }: { entry: ToastEntry; onDismiss: () => void }) {
  const t = useMessages(messages);
  const tone = entry.tone ?? 'neutral';
  return (
    <Radix.Root
      className={styles.toast({ tone })}
      open={entry.open}
      onOpenChange={(open) => !open && onDismiss()}
      duration={entry.duration}
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={tone === 'critical' ? 'foreground' : 'background'}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })}>
        <Glyph name={icons[tone]} />
      </span>
      <div className={styles.text}>
        <Radix.Title className={styles.title}>{entry.title}</Radix.Title>
        {entry.description && (
          <Radix.Description className={styles.description}>{entry.description}</Radix.Description>
        )}
        {entry.action && (
          <Radix.Action altText={entry.action.altText} asChild>
            <Button className={styles.action} size="sm" tone="neutral" onClick={entry.action.onClick}>
              {entry.action.label}
            </Button>
          </Radix.Action>
        )}
      </div>
      <Radix.Close asChild>
        <IconButton size="sm" label={t.dismiss} icon={<Glyph name="close" size="sm" />} />
      </Radix.Close>
    </Radix.Root>
  );
}

export interface ToastProviderProps {
  /** Whose toasts to show: the app's (`toast()`) unless told. */
  toaster?: Toaster;
  /** Default milliseconds on screen. */
  duration?: number;
  children?: ReactNode;
}

/**
 * Shows a toaster's toasts (Radix Toast) in a viewport at the bottom right (full width on
 * phones). F8 moves focus to them; Escape or a swipe dismisses one. Wrap the app once.
 */
export function ToastProvider({ toaster = appToaster, duration = 5000, children }: ToastProviderProps) {
  const t = useMessages(messages);
  const toasts = useStore(toaster.toasts);
  return (
    <ToasterContext.Provider value={toaster}>
      <Radix.Provider duration={duration} swipeDirection="right" label={t.notification}>
        {children}
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onDismiss={() => toaster.dismiss(entry.id)} />
        ))}
        <Radix.Viewport className={styles.viewport} label={t.region} />
      </Radix.Provider>
    </ToasterContext.Provider>
  );
}
