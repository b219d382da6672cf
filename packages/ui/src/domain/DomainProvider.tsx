// The shared domain rules ui shows things with (money, Brunei dates), given by the app from
// @pinjam/api/domain. ui never imports the API at runtime (architecture.md): its components stay
// presentational and render in Storybook alone, and the rules stay written once, in the domain.
import { createContext, useContext, type ReactNode } from 'react';
import type * as Domain from '@pinjam/api/domain';
import { legacyDomain } from './legacy';

/** What ui needs of the domain: the app passes these functions of `@pinjam/api/domain` as they are. */
export type UiDomain = Pick<
  typeof Domain,
  'formatMoney' | 'formatDate' | 'todayInBrunei' | 'rentalDays' | 'parseMoney' | 'moneyInputText'
>;

// The default is ui's former copy of these rules, kept only until the app provides the domain's
// (issue 12); it then goes, and a missing provider becomes an error.
const DomainContext = createContext<UiDomain>(legacyDomain);

/**
 * `<DomainProvider value={{ formatMoney, formatDate, todayInBrunei, rentalDays, parseMoney,
 * moneyInputText }}>` with the functions imported from `@pinjam/api/domain`, once, around the app
 * (and Storybook's preview).
 */
export function DomainProvider({ value, children }: { value: UiDomain; children: ReactNode }) {
  return <DomainContext.Provider value={value}>{children}</DomainContext.Provider>;
}

export const useDomain = (): UiDomain => useContext(DomainContext);
