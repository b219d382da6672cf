import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, params, useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import * as styles from './Stepper.css';

const messages = i18n('Stepper', {
  label: 'Progress',
  step: params('Step {n} of {total}:'),
  complete: 'completed',
  upcoming: 'not started',
});

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];
/** 'responsive' is horizontal on desktop and vertical on phones. */
export const stepperOrientations = ['responsive', 'horizontal', 'vertical'] as const;

export interface StepperStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  steps: readonly StepperStep[];
  /** The current step; those before it are complete. An id not among the steps (e.g. 'done') marks all complete. */
  current: string;
  orientation?: (typeof stepperOrientations)[number];
  /** Makes completed steps buttons that go back to them. */
  onStepSelect?: (id: string) => void;
}

/**
 * Ordered steps for checkout and verification: complete, current (aria-current="step") and
 * upcoming, each state also spoken, not only shown.
 */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { steps, current, orientation = 'responsive', onStepSelect, className, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const found = steps.findIndex((s) => s.id === current);
  const currentIndex = found === -1 ? steps.length : found;
  return (
    <ol
      ref={ref}
      className={clsx(styles.list, className)}
      data-orientation={orientation}
      aria-label={ariaLabel ?? t.label}
      {...rest}
    >
      {steps.map((s, index) => {
        const state: StepState =
          index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        const label =
          state === 'complete' && onStepSelect ? (
            <button type="button" className={styles.labelButton} onClick={() => onStepSelect(s.id)}>
              {s.label}
            </button>
          ) : (
            s.label
          );
        return (
          <li
            key={s.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {index < steps.length - 1 && <span className={styles.connector} aria-hidden />}
            <span className={styles.marker} aria-hidden>
              {state === 'complete' ? <Glyph name="check" size="sm" weight={3} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                <span className={styles.hidden}>{t.step({ n: index + 1, total: steps.length })} </span>
                {label}
                {state !== 'current' && (
                  <span className={styles.hidden}>, {state === 'complete' ? t.complete : t.upcoming}</span>
                )}
              </span>
              {s.description && <span className={styles.description}>{s.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
Stepper.displayName = 'Stepper';
