/** Goes to another page, as a link would (one place, so tests can watch where islands go). */
export function navigate(href: string): void {
  window.location.assign(href);
}
