import { recipe } from '@vanilla-extract/recipes';

/*
 * Tones and focus come from Button's recipe (composed in IconButton.tsx); this only makes the box
 * square. Button.css is imported first, so these rules win over its padding at equal specificity.
 */
import '../Button/Button.css';

export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0, borderRadius: '9999px' },
  variants: {
    size: {
      sm: { width: '32px', minWidth: '32px', height: '32px', minHeight: '32px' },
      md: { width: '40px', minWidth: '40px', height: '40px', minHeight: '40px' },
      lg: { width: '48px', minWidth: '48px', height: '48px', minHeight: '48px' },
    },
  },
  defaultVariants: { size: 'md' },
});
