export { Link, linkTones, type LinkProps } from './Link';
export { LinkBase, externalHint, type LinkBaseProps } from './LinkBase';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkProvider';
