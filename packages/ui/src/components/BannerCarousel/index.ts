export { BannerCarousel, type BannerCarouselProps, type BannerImage } from './BannerCarousel';
