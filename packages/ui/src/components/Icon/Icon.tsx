import { forwardRef, type SVGAttributes } from 'react';
import clsx from 'clsx';
import { icons, type IconName } from './icons';
import * as styles from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;

export interface IconProps extends SVGAttributes<SVGSVGElement> {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** Name it for assistive technology; without one the icon is decorative and hidden. */
  label?: string;
}

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 'md', label, className, ...rest },
  ref,
) {
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx(styles.icon({ size }), className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      {...rest}
    >
      {icons[name]}
    </svg>
  );
});
Icon.displayName = 'Icon';
