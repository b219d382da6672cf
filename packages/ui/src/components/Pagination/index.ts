export { Pagination, type PaginationProps } from './Pagination';
export { pageItems, type PageItem } from './pages';
