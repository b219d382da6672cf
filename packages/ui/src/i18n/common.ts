import { i18n, params } from './i18n';

/** Texts many components share. */
export const commonMessages = i18n('Common', {
  loading: 'Loading',
  loadingPage: 'Loading page',
  avatar: 'Avatar',
  avatarOf: params("{name}'s avatar"),
});
