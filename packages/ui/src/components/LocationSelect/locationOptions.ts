import { i18n } from '../../i18n';
import type { SelectOption } from '../Select';
import { districts } from './districts';

export const locationMessages = i18n('LocationSelect', {
  label: 'Location',
  placeholder: 'Choose a district',
  all: 'All districts',
});

/** Brunei's four districts as options, 'All districts' (value '') first when asked. */
export function locationOptions(t: { all: string }, allowAll: boolean): SelectOption[] {
  return [
    ...(allowAll ? [{ value: '', label: t.all }] : []),
    ...districts.map((district) => ({ value: district, label: district })),
  ];
}
