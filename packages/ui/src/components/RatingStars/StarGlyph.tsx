/** A five-pointed star on a 24px grid, filled with the current colour. */
export function StarGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" focusable={false} aria-hidden>
      <path
        fill="currentColor"
        d="M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.2l-5.8 3.2 1.2-6.5-4.8-4.5 6.5-.8z"
      />
    </svg>
  );
}
