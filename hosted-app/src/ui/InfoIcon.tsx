/** A small "i" in a circle, drawn (not a font glyph: system fonts lack ⓘ). Decorative: the button names itself. */
export function InfoIcon() {
  return (
    <svg className="info-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" />
      <path d="M10 9v5M10 6.2v.1" />
    </svg>
  );
}
