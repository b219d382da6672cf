// The shared domain rules ui shows things with (money, Brunei dates), given by the app from
// @pinjam/api/domain. ui never imports the API at runtime (ARCHITECTURE.md): its components stay
// presentational and render in Storybook alone, and the rules stay written once, in the domain.
import { createContext, useContext, type ReactNode } from 'react';
import type * as Domain from '@pinjam/api/domain';

/** What ui needs of the domain: the app passes these functions of `@pinjam/api/domain` as they are. */
export type UiDomain = Pick<
  typeof Domain,
  'formatMoney' | 'formatDate' | 'todayInBrunei' | 'rentalDays' | 'parseMoney' | 'moneyInputText'
>;

// No default: a component that shows money or a date outside the provider is a wiring mistake,
// said at once rather than drawn with other rules.
const DomainContext = createContext<UiDomain | null>(null);

/**
 * `<DomainProvider value={{ formatMoney, formatDate, todayInBrunei, rentalDays, parseMoney,
 * moneyInputText }}>` with the functions imported from `@pinjam/api/domain`, once, around the app
 * (and Storybook's preview).
 */
export function DomainProvider({ value, children }: { value: UiDomain; children: ReactNode }) {
  return <DomainContext.Provider value={value}>{children}</DomainContext.Provider>;
}

export function useDomain(): UiDomain {
  const domain = useContext(DomainContext);
  if (!domain)
    throw new Error('ui shows money and dates with the domain given by <DomainProvider> (decision 0021)');
  return domain;
}
