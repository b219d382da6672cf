import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * App-wide UI state of docs/product.md §3 that is not server data: the global loading flag (shows the
 * full-screen spinner) and the shared search term (the header search box).
 */
interface UiState {
  loading: boolean;
  setLoading: (loading: boolean) => void;
  searchTerm: string;
  setSearchTerm: (term: string) => void;
}

const UiStateContext = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const [searchTerm, setSearchTerm] = useState('');
  const value = useMemo(() => ({ loading, setLoading, searchTerm, setSearchTerm }), [loading, searchTerm]);
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error('useUiState needs a <UiStateProvider>');
  return state;
}
