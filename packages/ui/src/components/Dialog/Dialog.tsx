import * as Radix from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { IconButton } from '../IconButton';
import { styledPart } from '../_internal/styledPart';
import * as styles from './Dialog.css';

/*
 * Radix Dialog, part for part. Opinions fixed here: Content brings its Portal, the Overlay and a
 * labelled close button; it is centred, scrolls inside when tall, and comes in three widths.
 * Focus is trapped inside while open and returns to the trigger; Escape and the overlay close it.
 */

const messages = i18n('Dialog', { close: 'Close' });

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const Root = (props: Radix.DialogProps) => <Radix.Root {...props} />;
Root.displayName = 'Dialog.Root';

export const Trigger = forwardRef<
  ComponentRef<typeof Radix.Trigger>,
  ComponentPropsWithoutRef<typeof Radix.Trigger>
>((props, ref) => <Radix.Trigger ref={ref} {...props} />);
Trigger.displayName = 'Dialog.Trigger';

export interface ContentProps extends ComponentPropsWithoutRef<typeof Radix.Content> {
  size?: (typeof dialogSizes)[number];
  /** The close button's label; 'Close' unless told. */
  closeLabel?: string;
  /** Leave out the corner close button (the dialog must offer another way out). */
  hideCloseButton?: boolean;
}

export const Content = forwardRef<ComponentRef<typeof Radix.Content>, ContentProps>(
  ({ size, closeLabel, hideCloseButton = false, className, children, ...props }, ref) => {
    const t = useMessages(messages);
    return (
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content ref={ref} className={clsx(styles.content({ size }), className)} {...props}>
          {children}
          {!hideCloseButton && (
            <Radix.Close asChild>
              <IconButton
                className={styles.close}
                label={closeLabel ?? t.close}
                icon={<Glyph name="close" />}
              />
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    );
  },
);
Content.displayName = 'Dialog.Content';

export const Title = styledPart(Radix.Title, styles.title, 'Dialog.Title');

export const Description = styledPart(Radix.Description, styles.description, 'Dialog.Description');

export const Close = forwardRef<
  ComponentRef<typeof Radix.Close>,
  ComponentPropsWithoutRef<typeof Radix.Close>
>((props, ref) => <Radix.Close ref={ref} {...props} />);
Close.displayName = 'Dialog.Close';
