export { DomainProvider, useDomain, type UiDomain } from './DomainProvider';
