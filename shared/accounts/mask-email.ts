/**
 * "a•••@example.com": the first letter and the domain, enough for the owner to recognise their
 * address, not enough to give it to whoever else reads the page or the email (the email-changed
 * notice, the unsubscribe page reached from a forwarded email).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
