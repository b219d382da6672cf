import { useSearchParams } from 'react-router-dom';
import {
  deliveryStateFilters,
  districts,
  type DeliveryStateFilter,
  type District,
} from '@pinjam/api/contract';
import { Select, useStatusLabel, VisuallyHidden } from '@pinjam/ui';
import type { Messages } from './LegParts';
import * as styles from './AdminDeliveriesPage.css';

const isStateFilter = (value: string | null): value is DeliveryStateFilter =>
  (deliveryStateFilters as readonly (string | null)[]).includes(value);

/** The board's filters, held in the URL: the state (open by default) and the district (all). */
export function useDeliveryFilters() {
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state: DeliveryStateFilter = isStateFilter(stateParam) ? stateParam : 'open';
  const districtParam = search.get('district') ?? '';
  const district: District | '' = districts.find((d) => d === districtParam) ?? '';
  const setFilter = (name: 'state' | 'district', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || (name === 'state' && value === 'open')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { state, district, setFilter, filtered: state !== 'open' || district !== '' };
}

/** The state and district selects. */
export function DeliveryFilters({
  filters,
  t,
}: {
  filters: ReturnType<typeof useDeliveryFilters>;
  t: Messages;
}) {
  const statusLabel = useStatusLabel();
  const stateOptions = deliveryStateFilters.map((value) => ({
    value,
    label:
      value === 'open'
        ? t.stateOpen
        : value === 'all'
          ? t.stateAll
          : statusLabel({ kind: 'delivery', status: value }),
  }));
  return (
    <fieldset className={styles.filters}>
      <VisuallyHidden asChild>
        <legend>{t.filtersLabel}</legend>
      </VisuallyHidden>
      <Select
        label={t.state}
        options={stateOptions}
        value={filters.state}
        onValueChange={(value) => filters.setFilter('state', value)}
      />
      <Select
        label={t.district}
        options={[{ value: '', label: t.allDistricts }, ...districts.map((d) => ({ value: d, label: d }))]}
        value={filters.district}
        onValueChange={(value) => filters.setFilter('district', value)}
      />
    </fieldset>
  );
}
