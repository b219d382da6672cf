import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import * as styles from './onIntent.css';

/** The light trigger's handlers: each asks for the real part. */
export interface IntentHandlers {
  onPointerEnter(event: PointerEvent): void;
  onPointerDown(): void;
  onFocus(): void;
  onBlur(event: { relatedTarget: unknown }): void;
  onClick(event: MouseEvent): void;
}

/** How the visitor pressed the light trigger: the real one is pressed the same way once loaded. */
export type Press = 'pointer' | 'key';
type Intent = 'near' | Press;

/**
 * Once the real part is in: the focus back on its trigger if the light one had it, and the press
 * the light trigger took, pressed again on the real one (`replay`). A passive effect, after the
 * real part's own: its listeners are on by then.
 */
function TakeOver({
  box,
  focused,
  press,
  replay,
}: {
  box: RefObject<HTMLSpanElement | null>;
  focused: RefObject<boolean>;
  press: Press | null;
  replay: (trigger: HTMLElement, press: Press) => void;
}) {
  useEffect(() => {
    const trigger = box.current?.querySelector<HTMLElement>('button');
    if (!trigger) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focused.current && lost) trigger.focus();
    if (press) replay(trigger, press);
    // Once: when the real part has come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * A part whose code loads on the visitor's first intent, not with the page (a menu, a dialog:
 * decision 0049). Until then `light` draws its trigger as the real part draws it closed, with no
 * library behind it: the same markup on the server and in the browser, so hydration keeps it.
 * A mouse over it or the focus loads the real part (`children`, a React.lazy component), which
 * takes its place once loaded (the light trigger stays meanwhile, in a transition). A press on the
 * light trigger (pointer, tap, Enter or Space) loads it too and is pressed again on the real
 * trigger (`replay`), so the part opens as if it had been there; the focus stays on the trigger.
 */
export function OnIntent({
  light,
  children,
  replay,
}: {
  light: (handlers: IntentHandlers) => ReactNode;
  children: ReactNode;
  replay: (trigger: HTMLElement, press: Press) => void;
}) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const ask = (next: Intent) =>
    startTransition(() => setIntent((now) => (next === 'near' ? (now ?? next) : next)));
  const handlers: IntentHandlers = {
    // A touch is not an intent yet: the tap's press is (the part must not move under the finger).
    onPointerEnter: (event) => event.pointerType === 'mouse' && ask('near'),
    onPointerDown: () => ask('pointer'),
    onFocus: () => {
      focused.current = true;
      ask('near');
    },
    onBlur: (event) => {
      if (event.relatedTarget) focused.current = false;
    },
    // A click with no pointer before it (detail 0) came from Enter, Space or a script.
    onClick: (event) => ask(event.detail === 0 ? 'key' : 'pointer'),
  };
  return (
    <span ref={box} className={styles.box}>
      <Suspense fallback={light(handlers)}>
        {intent === null ? (
          light(handlers)
        ) : (
          <>
            {children}
            <TakeOver box={box} focused={focused} press={intent === 'near' ? null : intent} replay={replay} />
          </>
        )}
      </Suspense>
    </span>
  );
}
