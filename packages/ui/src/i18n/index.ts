export { i18n, locale, availableLocales, count, params, type Locale } from './i18n';
// Deprecated: ui's former copies of the domain's formatters, until the web app imports @pinjam/api/domain.
export { formatMoney, formatDate, TIME_ZONE } from '../domain/legacy';
export { useStore as useMessages } from '@nanostores/react';
export { commonMessages } from './common';
