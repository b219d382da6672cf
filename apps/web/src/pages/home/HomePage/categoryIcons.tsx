import {
  Baby,
  Camera,
  Disc3,
  Drone,
  Dumbbell,
  Guitar,
  House,
  Laptop,
  Luggage,
  Package,
  PartyPopper,
  Projector,
  Shapes,
  Shirt,
  Speaker,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { CategorySlug } from '@pinjam/api/contract';

/**
 * Each category's picture on the home page's tiles, from Lucide (decision 0047):
 * one line-icon set in the same stroke as the design system's own glyphs.
 */
const iconOf: Record<CategorySlug, LucideIcon> = {
  'film-photography': Camera,
  'audio-visual': Speaker,
  'projectors-screens': Projector,
  drones: Drone,
  'dj-equipment': Disc3,
  transport: Truck,
  storage: Package,
  electronics: Laptop,
  'party-events': PartyPopper,
  sports: Dumbbell,
  'musical-instruments': Guitar,
  'home-office-garden': House,
  'kids-baby': Baby,
  'holiday-travel': Luggage,
  clothing: Shirt,
  other: Shapes,
};

/** The tile's icon, decorative (the tile's label names it). */
export function CategoryIcon({ slug }: { slug: CategorySlug }) {
  const Picture = iconOf[slug];
  return <Picture size={24} strokeWidth={1.75} aria-hidden focusable={false} />;
}
