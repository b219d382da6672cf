import * as Radix from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import { styledPart } from '../_internal/styledPart';
import * as styles from './DropdownMenu.css';

/*
 * Radix DropdownMenu, part for part. Opinions fixed here: Content brings its Portal, sits 8px
 * from the trigger and never leaves the viewport; every part takes the theme's look. Menus are
 * not modal unless asked: a modal menu aria-hides the page while its trigger stays focusable,
 * which axe reports, and a nav menu has no need to block the page.
 */

export const Root = ({ modal = false, ...props }: Radix.DropdownMenuProps) => (
  <Radix.Root modal={modal} {...props} />
);
Root.displayName = 'DropdownMenu.Root';

export const Trigger = forwardRef<
  ComponentRef<typeof Radix.Trigger>,
  ComponentPropsWithoutRef<typeof Radix.Trigger>
>((props, ref) => <Radix.Trigger ref={ref} {...props} />);
Trigger.displayName = 'DropdownMenu.Trigger';

export const Content = forwardRef<
  ComponentRef<typeof Radix.Content>,
  ComponentPropsWithoutRef<typeof Radix.Content>
>(({ className, sideOffset = 8, collisionPadding = 8, ...props }, ref) => (
  <Radix.Portal>
    <Radix.Content
      ref={ref}
      className={clsx(styles.content, className)}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      {...props}
    />
  </Radix.Portal>
));
Content.displayName = 'DropdownMenu.Content';

export const Item = styledPart(Radix.Item, styles.item, 'DropdownMenu.Item');

export const Group = forwardRef<
  ComponentRef<typeof Radix.Group>,
  ComponentPropsWithoutRef<typeof Radix.Group>
>((props, ref) => <Radix.Group ref={ref} {...props} />);
Group.displayName = 'DropdownMenu.Group';

export const Label = styledPart(Radix.Label, styles.label, 'DropdownMenu.Label');

export const Separator = styledPart(Radix.Separator, styles.separator, 'DropdownMenu.Separator');

export const RadioGroup = forwardRef<
  ComponentRef<typeof Radix.RadioGroup>,
  ComponentPropsWithoutRef<typeof Radix.RadioGroup>
>((props, ref) => <Radix.RadioGroup ref={ref} {...props} />);
RadioGroup.displayName = 'DropdownMenu.RadioGroup';

/** A choice in a RadioGroup (menuitemradio); the chosen one shows a tick at its end. */
export const RadioItem = forwardRef<
  ComponentRef<typeof Radix.RadioItem>,
  ComponentPropsWithoutRef<typeof Radix.RadioItem>
>(({ className, children, ...props }, ref) => (
  <Radix.RadioItem ref={ref} className={clsx(styles.item, className)} {...props}>
    {children}
    <Radix.ItemIndicator className={styles.indicator}>
      <Glyph name="check" size="sm" weight={2.5} />
    </Radix.ItemIndicator>
  </Radix.RadioItem>
));
RadioItem.displayName = 'DropdownMenu.RadioItem';
