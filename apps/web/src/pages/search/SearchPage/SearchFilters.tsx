import { formatDate, formatMoney } from '@pinjam/api/domain';
import { useId, type FormEvent } from 'react';
import { categories, categoryNames, type CategorySlug } from '@pinjam/api/contract';
import {
  DatePicker,
  FacetList,
  Icon,
  IconButton,
  LocationSelect,
  PriceRangeField,
  Radio,
  RadioGroup,
  TextField,
  useMessages,
  type FilterChip,
} from '@pinjam/ui';
import { searchMessages } from './messages';
import type { SearchChange, SearchFilters as Filters } from '../../../shared/searchParams';
import * as styles from './SearchPage.css';

export interface SearchFiltersProps {
  filters: Filters;
  /** Matches per category under the other filters; absent while the first answer loads. */
  counts?: Partial<Record<CategorySlug, number>>;
  /** The server's messages per parameter, when it refused the URL (a 422). */
  errors?: Record<string, string[]>;
  onChange: (change: SearchChange) => void;
  /** The keywords box shows the shared search term (the header's box shows the same). */
  keywords: string;
  onKeywordsChange: (term: string) => void;
}

/**
 * Every filter of docs/product.md "Search". Each change applies at once (and lands in the URL); the
 * keywords and the price range apply on Enter or their button, since half-typed text is no query.
 */
export function SearchFilters({
  filters,
  counts,
  errors,
  onChange,
  keywords,
  onKeywordsChange,
}: SearchFiltersProps) {
  const t = useMessages(searchMessages);
  const keywordsId = useId();
  const error = (name: string) => errors?.[name]?.join(' ');
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;

  function submitKeywords(event: FormEvent) {
    event.preventDefault();
    onChange({ q: keywords.trim() });
  }

  return (
    <div className={styles.filters}>
      <form className={styles.keywords} onSubmit={submitKeywords}>
        <TextField
          id={keywordsId}
          type="search"
          label={t.keywords}
          placeholder={t.keywordsPlaceholder}
          value={keywords}
          error={error('q')}
          enterKeyHint="search"
          onChange={(event) => onKeywordsChange(event.currentTarget.value)}
        />
        <IconButton
          className={styles.keywordsButton}
          type="submit"
          tone="neutral"
          label={t.searchButton}
          icon={<Icon name="search" />}
        />
      </form>

      <FacetList
        label={t.category}
        options={[
          { value: '', label: t.allCategories, count: all },
          ...categories.map((c) => ({ value: c.slug, label: c.name, count: counts?.[c.slug] })),
        ]}
        visibleCount={8}
        value={filters.category}
        error={error('category')}
        onValueChange={(category) => onChange({ category })}
      />

      <LocationSelect
        allowAll
        label={t.location}
        value={filters.district}
        error={error('district')}
        onValueChange={(district) => onChange({ district })}
      />

      <DatePicker
        label={t.date}
        placeholder={t.datePlaceholder}
        description={t.dateHelp}
        min="today"
        clearable
        value={filters.date}
        error={error('date')}
        onValueChange={(date) => onChange({ date })}
      />

      <RadioGroup
        label={t.type}
        value={filters.type}
        error={error('type')}
        onValueChange={(type) => onChange({ type })}
      >
        <Radio value="" label={t.typeAny} />
        <Radio value="rent" label={t.typeRent} />
        <Radio value="buy" label={t.typeBuy} />
      </RadioGroup>

      <PriceRangeField
        label={t.price}
        description={
          filters.type === 'rent' ? t.priceHelpRent : filters.type === 'buy' ? t.priceHelpBuy : t.priceHelpAny
        }
        value={{ min: filters.minPrice, max: filters.maxPrice }}
        errors={{ min: error('min_price'), max: error('max_price') }}
        onValueChange={({ min, max }) => onChange({ min_price: min, max_price: max })}
      />
    </div>
  );
}

/** The filters in force as removable chips, each with the parameters it clears. */
export function useFilterChips(filters: Filters): (FilterChip & { clears: SearchChange })[] {
  const t = useMessages(searchMessages);
  const chips: (FilterChip & { clears: SearchChange })[] = [];
  if (filters.category)
    chips.push({
      id: 'category',
      label: categoryNames[filters.category],
      name: `${t.category}: ${categoryNames[filters.category]}`,
      clears: { category: null },
    });
  if (filters.district)
    chips.push({
      id: 'district',
      label: filters.district,
      name: `${t.location}: ${filters.district}`,
      clears: { district: null },
    });
  if (filters.date) {
    const day = formatDate(filters.date);
    chips.push({ id: 'date', label: day, name: `${t.date} ${day}`, clears: { date: null } });
  }
  if (filters.type) {
    const type = filters.type === 'rent' ? t.typeRent : t.typeBuy;
    chips.push({ id: 'type', label: type, name: `${t.type}: ${type}`, clears: { type: null } });
  }
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== null || max !== null) {
    const label =
      min !== null && max !== null
        ? `${formatMoney(min)} – ${formatMoney(max)}`
        : min !== null
          ? t.priceFrom({ min: formatMoney(min) })
          : t.priceUpTo({ max: formatMoney(max ?? 0) });
    chips.push({
      id: 'price',
      label,
      name: `${t.price}: ${label}`,
      clears: { min_price: null, max_price: null },
    });
  }
  return chips;
}
