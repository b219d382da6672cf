import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, DatePickerOnIntent, LocationSelectOnIntent, TextField, useMessages } from '@pinjam/ui';
import { useUiState } from '../../../app/ui-state';
import { pathTo } from '../../../routes/paths';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';

/** The hero's search (docs/product.md §2): text, location, date, Search → /search with the filters. */
export function HeroSearch() {
  const t = useMessages(homeMessages);
  const navigate = useNavigate();
  const { searchTerm, setSearchTerm } = useUiState();
  const [district, setDistrict] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const query = useRef<HTMLInputElement>(null);

  // Words typed into the server's page before it came alive are kept, not wiped by hydration.
  useEffect(() => {
    const typed = query.current?.value ?? '';
    if (typed && typed !== searchTerm) setSearchTerm(typed);
    // Only once, when the form comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (searchTerm.trim()) query.set('q', searchTerm.trim());
    if (district) query.set('district', district);
    if (date) query.set('date', date);
    const search = query.toString();
    navigate(search ? `${pathTo('search')}?${search}` : pathTo('search'));
  }

  return (
    // action and name: before the page's scripts have run, the browser submits it to /search itself.
    <form
      className={styles.heroForm}
      role="search"
      aria-label={t.search}
      action={pathTo('search')}
      onSubmit={onSubmit}
    >
      <TextField
        ref={query}
        name="q"
        className={styles.heroQuery}
        label={t.searchLabel}
        type="search"
        placeholder={t.searchPlaceholder}
        value={searchTerm}
        onChange={(event) => setSearchTerm(event.currentTarget.value)}
      />
      <LocationSelectOnIntent label={t.location} allowAll value={district} onValueChange={setDistrict} />
      <DatePickerOnIntent
        label={t.date}
        placeholder={t.datePlaceholder}
        min="today"
        value={date}
        onValueChange={setDate}
        clearable
      />
      <div className={styles.heroActions}>
        <Button type="submit" size="lg">
          {t.search}
        </Button>
        <Button asChild tone="neutral" size="lg">
          <RouterLink to={pathTo('my-items')}>{t.listAnItem}</RouterLink>
        </Button>
      </div>
    </form>
  );
}
