/** Login failure codes and messages; free of zod so browser code can import them cheaply. */
/** The login failures the spec names, used as error codes word for word. */
export const LOGIN_ERROR_CODES = {
  notFound: 'member not found',
  invalidPassword: 'invalid password',
  disabled: 'member disabled',
} as const;

/** Spec 1 §8: shown when a disabled (deleted) member tries to log in. */
export const DELETED_ACCOUNT_MESSAGE =
  'The account associated with this email address has been deleted. Please contact support.';
