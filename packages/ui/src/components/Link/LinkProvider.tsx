import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a link component receives: an anchor's props with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ ref, ...props }) => <a ref={ref} {...props} />;

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders internal links, e.g. a router link that maps `href` to `to`. */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * The ui package never imports a router: the app hands its link component in here, and every
 * internal link in the package renders through it. Without a provider links are plain anchors.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export const useLinkComponent = () => useContext(LinkContext);
