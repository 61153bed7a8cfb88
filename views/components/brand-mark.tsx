/** The site's mark: a crescent moon with a star, drawn inline so it needs no request. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M40 8a24 24 0 1 0 16 41A20 20 0 0 1 40 8z" fill="#f2c14e" />
      <path d="M46 20l2.4 6.6L55 29l-6.6 2.4L46 38l-2.4-6.6L37 29l6.6-2.4z" fill="#ffffff" />
    </svg>
  );
}
