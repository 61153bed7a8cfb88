import { isValidEmail, LOGIN_MESSAGES, validateLogin } from '../../shared/domain/login-validation';

describe('login validation (spec 1 §5)', () => {
  it('asks for a valid email, word for word', () => {
    expect(validateLogin({ email: 'not-an-email', password: 'secret' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('asks for a password when it is empty', () => {
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual({ password: 'Please enter a password' });
  });

  it('needs a password longer than 3 characters', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'abc' }).password).toBe('Please enter a password longer than 3 characters.');
    expect(validateLogin({ email: 'a@b.co', password: 'abcd' })).toEqual({});
  });

  it.each(['a@b.co', ' name.surname+tag@example.co.uk '])('accepts %p', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@c.de', 'a@.de', `${'x'.repeat(250)}@c.de`])('rejects %p', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );

  it('keeps the messages exactly as the specification quotes them', () => {
    expect(LOGIN_MESSAGES).toEqual({
      email: 'Please enter a valid email',
      passwordRequired: 'Please enter a password',
      passwordTooShort: 'Please enter a password longer than 3 characters.',
    });
  });
});
