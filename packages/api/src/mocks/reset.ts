// The mock areas that keep what a story changes (a saved setting, a refund, a rating) start again
// from their fixtures at each story file, as a freshly loaded page would: the story files share
// one page when they run (`isolate: false`), and one file's clicks must not show in the next.
const resets = new Set<() => void>();

/** Registers how a mock area's kept state starts again from its fixtures. */
export function onMockReset(reset: () => void): void {
  resets.add(reset);
}

/** Every mock area back to its fixtures. */
export function resetMocks(): void {
  for (const reset of resets) reset();
}
