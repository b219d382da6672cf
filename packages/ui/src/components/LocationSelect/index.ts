export { LocationSelect, type LocationSelectProps } from './LocationSelect';
export { districts, normalizeDistrict, type District } from './districts';
export { LocationSelectOnIntent } from './LocationSelectOnIntent';
