import type { Decorator } from '@storybook/react-vite';
import {
  formatDate,
  formatMoney,
  moneyInputText,
  parseMoney,
  rentalDays,
  todayInBrunei,
} from '@pinjam/api/domain';
import { DomainProvider, type UiDomain } from '@pinjam/ui';

/** The shared domain's rules, as the app gives them to ui (decision 0021). */
const domain: UiDomain = { formatMoney, formatDate, todayInBrunei, rentalDays, parseMoney, moneyInputText };

/** Every story shows money and dates with @pinjam/api/domain's rules, as the app does. */
export const withDomain: Decorator = (Story) => (
  <DomainProvider value={domain}>
    <Story />
  </DomainProvider>
);
