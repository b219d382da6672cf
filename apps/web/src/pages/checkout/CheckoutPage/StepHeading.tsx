import { useEffect, useRef, type ReactNode } from 'react';
import { Heading } from '@pinjam/ui';
import * as styles from './CheckoutPage.css';

/**
 * A step's title. It takes the focus when the step opens, so a keyboard or screen reader user
 * starts at the new step rather than on a button that is gone.
 */
export function StepHeading({
  children,
  id,
  focus = true,
}: {
  children: ReactNode;
  id?: string;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading level={2} size={4} id={id} ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </Heading>
  );
}
