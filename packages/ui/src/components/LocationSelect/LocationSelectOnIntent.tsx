import { lazy } from 'react';
import { useMessages } from '../../i18n';
import { OnIntent } from '../_internal/onIntent';
import { pressSelect, SelectLight } from '../Select/SelectLight';
import { normalizeDistrict } from './districts';
import type { LocationSelectProps } from './LocationSelect';
import { locationMessages, locationOptions } from './locationOptions';

const LocationSelect = lazy(() => import('./LocationSelect').then((m) => ({ default: m.LocationSelect })));

/**
 * LocationSelect whose Radix Select (with its popper, floating-ui, focus scope and scroll lock)
 * loads on the visitor's first intent (decision 0049): a mouse over it, the focus or a press. Until
 * then it is drawn closed as the real one draws it; a press made meanwhile opens the real one.
 */
export function LocationSelectOnIntent(props: LocationSelectProps) {
  const t = useMessages(locationMessages);
  const { allowAll = false, value, defaultValue, onValueChange: _, ...rest } = props;
  const shown = value === undefined ? defaultValue : value;
  return (
    <OnIntent
      replay={pressSelect}
      light={(intent) => (
        <SelectLight
          {...rest}
          label={props.label ?? t.label}
          placeholder={props.placeholder ?? t.placeholder}
          options={locationOptions(t, allowAll)}
          value={normalizeDistrict(shown) ?? ''}
          intent={intent}
        />
      )}
    >
      <LocationSelect {...props} />
    </OnIntent>
  );
}
