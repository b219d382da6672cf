export { FacetList, type FacetListProps, type FacetOption } from './FacetList';
