export { CategoryCarousel, type CategoryCarouselProps, type CategoryTile } from './CategoryCarousel';
