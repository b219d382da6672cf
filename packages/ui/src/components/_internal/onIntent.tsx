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
 * the light trigger took, pressed again on the real one (`replay`). After the real part's own
 * effects: its listeners are on by then.
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
    const take = () => {
      const trigger = box.current?.querySelector<HTMLElement>('button');
      const lost = !document.activeElement || document.activeElement === document.body;
      if (trigger && focused.current && lost) trigger.focus();
      return trigger;
    };
    take();
    // Again a tick later: a part may draw its trigger anew once its own effects have run (Radix
    // Popover with an anchor, DatePicker's), so the focus and the press go to the one it keeps.
    const timer = setTimeout(() => {
      const trigger = take();
      // Not if the press reached the real trigger itself (already open).
      if (trigger && press && trigger.getAttribute('aria-expanded') !== 'true') replay(trigger, press);
    });
    return () => clearTimeout(timer);
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
