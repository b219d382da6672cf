import { commonMessages, useMessages } from '../../i18n';
import * as RadixAvatar from '@radix-ui/react-avatar';
import { forwardRef } from 'react';
import clsx from 'clsx';
import { DefaultAvatar } from './DefaultAvatar';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export interface AvatarProps {
  /** The picture; the default avatar shows while it loads, or when there is none or it fails. */
  src?: string | null;
  /** Whose avatar: names the image, and gives the initials. */
  name?: string;
  size?: (typeof avatarSizes)[number];
  /** Show initials instead of the silhouette when there is no picture. */
  showInitials?: boolean;
  /** Hide it from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
}

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, size, showInitials = false, decorative = false, className },
  ref,
) {
  const t = useMessages(commonMessages);
  const label = name ? t.avatarOf({ name }) : t.avatar;
  const initials = showInitials && name ? initialsOf(name) : '';
  return (
    <RadixAvatar.Root
      ref={ref}
      className={clsx(styles.root({ size }), className)}
      {...(decorative ? { 'aria-hidden': true } : {})}
    >
      {src && <RadixAvatar.Image className={styles.image} src={src} alt={decorative ? '' : label} />}
      <RadixAvatar.Fallback
        className={styles.fallback}
        data-kind={initials ? 'initials' : 'default'}
        {...(decorative ? {} : { role: 'img', 'aria-label': label })}
      >
        {initials || <DefaultAvatar aria-hidden focusable={false} />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
Avatar.displayName = 'Avatar';
