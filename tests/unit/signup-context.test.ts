import {
  parseSignupContext,
  routeAfterSignup,
  signupButtonText,
  signupGateway,
  signupLede,
  signupLists,
  signupTitle,
  type SignupContext,
} from '../../shared/accounts/signup-context';

const plain: SignupContext = { kind: 'default' };
const reading: SignupContext = { kind: 'product', type: 'Reading', gateway: 'celtic-cross-teeup' };
const report: SignupContext = { kind: 'product', type: 'Report', gateway: 'essential-birth-report' };
const newsletter: SignupContext = { kind: 'newsletter' };

describe('signup context (spec 1 §2, §4, §9)', () => {
  it('titles the dialog by what brought the visitor', () => {
    expect(signupTitle(plain)).toBe('Let Us Get to Know You');
    expect(signupTitle(reading)).toBe('Your Reading Awaits!');
    expect(signupTitle(report)).toBe('Your Report Awaits!');
    expect(signupTitle(newsletter)).toBe('Your Subscription Awaits!');
  });

  it('names the product on the button: GET MY {TYPE}!', () => {
    expect(signupButtonText(reading)).toBe('GET MY READING!');
    expect(signupButtonText(report)).toBe('GET MY REPORT!');
    expect(signupButtonText(plain)).toBe('SIGN UP');
    expect(signupButtonText(newsletter)).toBe('SIGN UP');
  });

  it('records the gateway: the product code, newsletter-module, or #signup', () => {
    expect(signupGateway(report)).toBe('essential-birth-report');
    expect(signupGateway(newsletter)).toBe('newsletter-module');
    expect(signupGateway(plain)).toBe('#signup');
    expect(signupGateway(plain, '/signup')).toBe('/signup');
  });

  it('joins ipe always, and the three newsletter lists when the newsletter brought them', () => {
    expect(signupLists(plain)).toEqual(['ipe']);
    expect(signupLists(reading)).toEqual(['ipe']);
    expect(signupLists(newsletter)).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']);
  });

  it('goes to #sms after a plain signup, and back to what they came for otherwise', () => {
    expect(routeAfterSignup(plain, false)).toBe('sms');
    expect(routeAfterSignup(reading, false)).toBe('');
    expect(routeAfterSignup(newsletter, false)).toBe('');
    expect(routeAfterSignup(newsletter, true)).toBe('sms');
  });

  it('says what the account is for in each context', () => {
    expect(signupLede(report, 'Starlit')).toContain('your report will be ready');
    expect(signupLede(newsletter, 'Starlit')).toContain('daily horoscope');
  });

  it('reads a context from a plain form, ignoring anything malformed', () => {
    expect(parseSignupContext({ context: 'newsletter' })).toEqual(newsletter);
    expect(parseSignupContext({ context: 'product', type: 'Report', gateway: 'essential-birth-report' })).toEqual(report);
    expect(parseSignupContext({ context: 'product', type: 'Spell', gateway: 'x' })).toEqual(plain);
    expect(parseSignupContext({ context: 'product', type: 'Report', gateway: '<script>' })).toEqual(plain);
    expect(parseSignupContext({})).toEqual(plain);
  });
});
