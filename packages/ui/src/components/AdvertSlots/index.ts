export { AdvertSlots, type AdvertSlotsProps, type Advert } from './AdvertSlots';
