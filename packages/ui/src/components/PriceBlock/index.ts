export { PriceBlock, type PriceBlockProps, type PriceBlockRent, type PriceBlockSale } from './PriceBlock';
