import { forwardRef, useState, type ReactNode } from 'react';
import { i18n, useMessages } from '../../i18n';
import { Select, type SelectOption, type SelectProps } from '../Select';
import { districts, normalizeDistrict, type District } from './districts';

const messages = i18n('LocationSelect', {
  label: 'Location',
  placeholder: 'Choose a district',
  all: 'All districts',
});

export interface LocationSelectProps extends Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'label'
> {
  /** 'Location' unless told. */
  label?: ReactNode;
  /** A district; aliases such as 'Temborong' are accepted and shown by their canonical name. */
  value?: string | null;
  defaultValue?: string | null;
  /** The canonical district, or '' for 'All districts'. */
  onValueChange?: (value: District | '') => void;
  /** Offer 'All districts' (value '') first, e.g. in search filters. */
  allowAll?: boolean;
}

/** A Select of Brunei's four districts, with an optional 'All districts' choice. */
export const LocationSelect = forwardRef<HTMLButtonElement, LocationSelectProps>(function LocationSelect(
  { label, placeholder, value, defaultValue, onValueChange, allowAll = false, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const [ownValue, setOwnValue] = useState<District | ''>(() => normalizeDistrict(defaultValue) ?? '');
  const current = value === undefined ? ownValue : (normalizeDistrict(value) ?? '');
  const options: SelectOption[] = [
    ...(allowAll ? [{ value: '', label: t.all }] : []),
    ...districts.map((district) => ({ value: district, label: district })),
  ];
  return (
    <Select
      ref={ref}
      label={label ?? t.label}
      placeholder={placeholder ?? t.placeholder}
      options={options}
      value={current}
      onValueChange={(next) => {
        const district = normalizeDistrict(next) ?? '';
        setOwnValue(district);
        onValueChange?.(district);
      }}
      {...rest}
    />
  );
});
LocationSelect.displayName = 'LocationSelect';
