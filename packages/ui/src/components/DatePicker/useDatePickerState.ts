import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import type { DatePickerProps, DatePickerValue } from './DatePicker.types';

/**
 * The picker's two pieces of state, each controlled or not: whether the popover is open
 * (`open` / `defaultOpen` / `onOpenChange`) and the value (`value` / `defaultValue` /
 * `onValueChange`), with the half-picked range (`draft`) that closing throws away.
 */
export function useDatePickerState(props: DatePickerProps) {
  const { open, defaultOpen = false, onOpenChange } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // A range being picked: only a whole range (first and last day) becomes the value.
  const [draft, setDraft] = useState<DateRange | undefined>();
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    setDraft(undefined);
    onOpenChange?.(next);
  };

  const [ownValue, setOwnValue] = useState<DatePickerValue>(props.defaultValue ?? null);
  const value: DatePickerValue = props.value !== undefined ? props.value : ownValue;
  const commit = (next: DatePickerValue) => {
    setOwnValue(next);
    (props.onValueChange as ((value: DatePickerValue) => void) | undefined)?.(next);
  };

  return { isOpen, setOpen, draft, setDraft, value, commit };
}
