import { checkForm } from '../../shared/forms/form-schema';
import { LoginFormSchema } from '../../shared/accounts/login.form';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { isValidEmail } from '../../shared/forms/rules';

const validate = (input: { email: string; password: string }) => checkForm(LoginFormSchema, input).errors;

describe('login validation (spec 1 §5)', () => {
  it('asks for a valid email, word for word', () => {
    expect(validate({ email: 'not-an-email', password: 'secret' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('asks for a password when it is empty', () => {
    expect(validate({ email: 'a@b.co', password: '' })).toEqual({ password: 'Please enter a password' });
  });

  it('needs a password longer than 3 characters', () => {
    expect(validate({ email: 'a@b.co', password: 'abc' }).password).toBe('Please enter a password longer than 3 characters.');
    expect(validate({ email: 'a@b.co', password: 'abcd' })).toEqual({});
  });

  it('reads the confirm_email spam trap as filled in or not', () => {
    const trapped = checkForm(LoginFormSchema, { email: 'a@b.co', password: 'abcd', confirm_email: 'bot@x.co' });
    expect(trapped.success && trapped.data.confirm_email).toBe(true);
  });

  it.each(['a@b.co', ' name.surname+tag@example.co.uk '])('accepts %p', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@c.de', 'a@.de', `${'x'.repeat(250)}@c.de`])('rejects %p', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );

  it('keeps the messages exactly as the specification quotes them', () => {
    expect(LOGIN_MESSAGES).toMatchObject({
      email: 'Please enter a valid email',
      passwordRequired: 'Please enter a password',
      passwordTooShort: 'Please enter a password longer than 3 characters.',
      wrongPassword: 'Password did not match this email',
    });
  });
});
