import { forwardRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Select, type SelectProps } from '../Select';
import { normalizeDistrict, type District } from './districts';
import { locationMessages, locationOptions } from './locationOptions';

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
  const t = useMessages(locationMessages);
  const [ownValue, setOwnValue] = useState<District | ''>(() => normalizeDistrict(defaultValue) ?? '');
  const current = value === undefined ? ownValue : (normalizeDistrict(value) ?? '');
  return (
    <Select
      ref={ref}
      label={label ?? t.label}
      placeholder={placeholder ?? t.placeholder}
      options={locationOptions(t, allowAll)}
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
