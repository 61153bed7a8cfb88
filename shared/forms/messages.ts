/**
 * Every message a form shows, in one catalogue that the form schemas, the islands and the server
 * actions share. Quoted messages of the spec are copied word for word (spec 1 §5, spec 3 §5).
 */

/** Spec 1 §5, "Password dialog / login". */
/** The name rule's message, the same on every form and API that takes a name. */
const NAME_TOO_LONG = 'Please enter a name 63 characters or less.';

export const LOGIN_MESSAGES = {
  email: 'Please enter a valid email',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Please enter a password longer than 3 characters.',
  passwordTooLong: 'Passwords are limited to 200 characters.',
  wrongPassword: 'Password did not match this email',
  /** The confirm_email spam trap was filled in. */
  trapped: 'Your login could not be sent. Please try again.',
  /** `/login` without JavaScript, when no member has the email ('member not found'). */
  noAccount: 'We could not find an account with this email.',
  forgotPassword: 'Forgot Your Password?',
} as const;

/** Spec 1 §5, "Signup". */
export const SIGNUP_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: NAME_TOO_LONG,
  birthDateRequired: 'Please enter your birth date',
  birthDateFormat: 'Please enter a valid Birth Date: mm/dd/yyyy',
  tooYoung: 'You must be 16 years or older to signup.',
  tooYoungMobile: 'You must be at least 16 years of age to signup.',
  birthDateAfter: (date: string) => `Please enter a Birth Date after ${date}`,
  required: 'Required',
  privacyPolicy: 'Please accept before continuing',
  serverBirthDate: 'Please check your Birth Date.',
  generalError: 'Please fill out required fields.',
  /** The `agree` honeypot was ticked. */
  trapped: 'Your signup could not be sent. Please try again.',
  gender: 'Please choose one of the options.',
  birthTime: 'Please enter a time as HH:MM.',
} as const;

/** Spec 1 §5, "Text-message dialog". */
export const SMS_MESSAGES = {
  phoneRequired: 'Please provide your telephone number',
  phoneInvalid: 'Please enter a valid US phone number',
  agree: 'Please agree before continuing',
  location: 'A location is required.',
  /** View 2 of the offer (spec 1 §2 'Just One More Step'), and its title for a number already confirmed. */
  sentTitle: 'Just One More Step',
  confirmedTitle: 'You’re All Set',
} as const;

/** A plain form post that failed on our side: the page comes back with what was typed and this. */
export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side and nothing was saved. Please try again in a moment.';

/** Spec 1 §5, "Contact form". */
export const CONTACT_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  form: 'Please check required fields above',
  /** Spec 1 §8: a contact form that could not be sent. */
  failed: 'sorry, an error occurred',
  /** The 'Success!' view of the dialog and of /service (spec 1 §2). */
  successTitle: 'Success!',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

/** Spec 3 §5 (birth-detail forms) and the profiles manager. */
export const PROFILE_MESSAGES = {
  required: 'This field is required',
  nameTooLong: NAME_TOO_LONG,
  birthDate: 'Please enter the birth date as YYYY-MM-DD.',
  birthDateFuture: 'The birth date cannot be in the future.',
  birthDateEarliest: 'Please enter a birth date in 1900 or later.',
  birthTime: 'Please enter the birth time as HH:MM.',
  gender: 'Please choose one of the options.',
  city: 'A valid city is required',
  /** A typed town that names several places in the country, and no state to tell them apart. */
  cityAmbiguous: (city: string, country: string, states: string[]) =>
    `There is more than one ${city} in ${country}. Please add the state or region (${states.join(', ')}) or choose the place from the suggestions.`,
  /** Spec 3 §8 and §5: the friend list and its delete confirmation. */
  noneFound: 'No Profiles Found',
  deleteQuestion: 'Are you sure you want to delete your friend profile?',
  added: (name: string) => `${name} was added.`,
  updated: (name: string) => `${name} was updated.`,
  deleted: (name: string) => `${name} was deleted.`,
  /** A plain post about a friend profile that is not (any longer) the member's. */
  gone: 'That friend profile no longer exists.',
} as const;

/** Account Settings (spec 1 §5 "Settings"). */
export const SETTINGS_MESSAGES = {
  oldPasswordRequired: 'Please enter your current password.',
  /** A new email needs the current password too, so a session alone cannot take the account. */
  oldPasswordForEmail: 'Please enter your current password to change your email.',
  oldPasswordWrong: 'Your current password is not correct.',
  deck: 'Please choose one of our tarot decks.',
  orientation: 'Please choose one of the options.',
  saved: 'Your settings have been saved.',
  listsSaved: 'Your email preferences have been saved.',
  /** Spec 1 §8: what a failed save of email lists says. */
  listsFailed: (error: string) => `Unable to save one or more of your preferences. (${error})`,
} as const;

/** Password reset (spec 1 §7 password-reset/init and /set). */
export const RESET_MESSAGES = {
  /** The answer never says whether an account exists for the address. */
  requested: 'If an account uses that email address, we have sent it a link to choose a new password. Please check your inbox.',
  /** Under the heading 'Password changed': what to do now, and what the change did. */
  changed: 'You can log in with your new password now. Anywhere else your account was logged in has been logged out, to keep it safe.',
  badKey: 'This password reset link has expired or was already used. Please ask for a new one.',
} as const;

/** Your Readings (spec 1 §8). */
export const JOURNAL_MESSAGES = {
  slugRequired: 'A slug is required.',
  deleted: 'The reading was deleted.',
  deleteFailed: 'An error has occurred. Please contact support',
} as const;

/** Any text field of any form or API call (control characters, broken Unicode). */
export const TEXT_MESSAGES = {
  invalidCharacters: 'Please remove control characters and broken symbols from this text.',
  /** A path segment that would name another address ('.' or '..'). */
  pathSegment: 'This value cannot be used in a web address.',
} as const;

/** Account conflicts: an email address already taken, found by the check or by the database. */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account already uses this email address.',
  emailTakenField: 'An account already uses this email address. Please log in instead.',
  emailInUse: 'That email address is already in use.',
  emailInUseField: 'That email address is already used by another account.',
} as const;

/** Email lists (spec 1 §3 "Mail list item"). */
export const MAIL_LIST_MESSAGES = {
  vipOnly: 'Personal Daily Astrology is for VIP members only.',
} as const;

/** Caps on what one member may keep (issue 9, item 32). */
export const CAP_MESSAGES = {
  profiles: (max: number) => `You can keep up to ${max} friend profiles. Please delete one before adding another.`,
} as const;
