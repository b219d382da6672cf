export { i18n, locale, availableLocales, count, params, type Locale } from './i18n';
export { useStore as useMessages } from '@nanostores/react';
export { commonMessages } from './common';
