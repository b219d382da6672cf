export { PriceRangeField, type PriceRange, type PriceRangeFieldProps } from './PriceRangeField';
