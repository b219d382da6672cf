export { PriceRangeField, type PriceRange, type PriceRangeFieldProps } from './PriceRangeField';
/** Deprecated: the domain's `moneyInputText` and `parseMoney` (@pinjam/api/domain) replace them. */
export { moneyInputText, parseMoneyInput } from '../../domain/legacy';
