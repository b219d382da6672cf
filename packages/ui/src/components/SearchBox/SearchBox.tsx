import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Icon } from '../Icon';
import { i18n, useMessages } from '../../i18n';
import * as styles from './SearchBox.css';

const messages = i18n('SearchBox', {
  label: 'Search items',
  placeholder: 'Search for cameras, electronics...',
});

export interface SearchBoxProps {
  /** The term, when the parent holds it. */
  value?: string;
  /** The starting term, when the box holds it. */
  defaultValue?: string;
  /** Every keystroke. */
  onValueChange?: (term: string) => void;
  /** Enter, or the form's submit. */
  onSubmit?: (term: string) => void;
  /** The input's label, read by screen readers. */
  label?: string;
  placeholder?: string;
  className?: string;
  /**
   * Where the browser itself sends the form, with the term as `name`, when the page's scripts
   * have not run yet (a page the server drew).
   */
  action?: string;
  name?: string;
}

/** A search landmark with one labelled search input; Enter submits. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, defaultValue = '', onValueChange, onSubmit, label, placeholder, className, action, name },
  ref,
) {
  const id = useId();
  const t = useMessages(messages);
  const [own, setOwn] = useState(defaultValue);
  const term = value ?? own;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!);

  // Words typed into a server-drawn page before it came alive are kept, not wiped by hydration.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== term) {
      setOwn(typed);
      onValueChange?.(typed);
    }
    // Only once, when the box comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(term);
  };
  return (
    <form role="search" className={clsx(styles.form, className)} action={action} onSubmit={submit}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label ?? t.label}</label>
      </VisuallyHidden>
      <Icon name="search" className={styles.icon} />
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        className={styles.input}
        value={term}
        placeholder={placeholder ?? t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setOwn(event.target.value);
          onValueChange?.(event.target.value);
        }}
      />
    </form>
  );
});
SearchBox.displayName = 'SearchBox';
