export {
  RatingStars,
  ratingSizes,
  formatRating,
  starsOf,
  MAX_RATING,
  type RatingStarsProps,
  type StarState,
} from './RatingStars';
export { RatingInput, type RatingInputProps, type RatingScore } from './RatingInput';
