export { PriceRangeField, type PriceRange, type PriceRangeFieldProps } from './PriceRangeField';
export { moneyInputText, parseMoneyInput } from './money';
