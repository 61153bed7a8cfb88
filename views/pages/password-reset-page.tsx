export interface PasswordResetPageProps {
  /** `request` asks for the email; `set` chooses the new password for a link's key; `done` confirms. */
  mode: 'request' | 'set' | 'done';
  resetKey?: string;
  email?: string;
  message?: string;
  errors?: Record<string, string | undefined>;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

const described = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

/** Forgot password: plain forms the server handles, so they work with JavaScript off. */
export function PasswordResetPage({ mode, resetKey, email, message, errors = {} }: PasswordResetPageProps) {
  return (
    <section className="container prose" aria-labelledby="reset-heading">
      <h1 id="reset-heading">{mode === 'set' ? 'Choose a new password' : 'Forgot your password?'}</h1>
      {message && (
        <p className="form-success" role="status">
          {message}
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      {mode === 'request' && (
        <form className="form narrow-form" method="post" action="/password-reset" noValidate>
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <div className="field">
            <label htmlFor="reset-email">Email</label>
            <input id="reset-email" name="email" type="email" autoComplete="email" required defaultValue={email} {...described('reset-email', errors.email)} />
            <FieldError id="reset-email" error={errors.email} />
          </div>
          <button type="submit" className="button button-primary">
            SEND ME A LINK
          </button>
        </form>
      )}
      {mode === 'set' && (
        <form className="form narrow-form" method="post" action="/password-reset" noValidate>
          <input type="hidden" name="key" value={resetKey} />
          <div className="field">
            <label htmlFor="reset-password">New password</label>
            <input id="reset-password" name="password" type="password" autoComplete="new-password" required {...described('reset-password', errors.password)} />
            <FieldError id="reset-password" error={errors.password} />
          </div>
          <button type="submit" className="button button-primary">
            SAVE MY NEW PASSWORD
          </button>
        </form>
      )}
      {mode === 'done' && (
        <p>
          <a className="button button-primary" href="/#login">
            Log In
          </a>
        </p>
      )}
    </section>
  );
}
