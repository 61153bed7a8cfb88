import { formatUsPhone, normalizeUsPhone } from '../../shared/accounts/sms-validation';
import { checkForm } from '../../shared/forms/form-schema';
import { SmsOptInFormSchema } from '../../shared/accounts/sms-opt-in.form';

const validateSmsOptIn = (input: { phone_number: string; agree: boolean }) => checkForm(SmsOptInFormSchema, { ...input, location: 'sms-modal' }).errors;

describe('text-message opt-in rules (spec 1 §5, §9)', () => {
  it('accepts a US number as 1 plus 10 digits, however it is punctuated', () => {
    for (const typed of ['2125550123', '(212) 555-0123', '212.555.0123', '1 212 555 0123', '+1 (212) 555-0123', '12125550123']) {
      expect(normalizeUsPhone(typed)).toBe('12125550123');
    }
  });

  it('refuses numbers that are not US numbers', () => {
    for (const typed of ['555-0123', '44 20 7946 0958', '22125550123', '(012) 555-0123', '(212) 155-0123', '212555012x', '']) {
      expect(normalizeUsPhone(typed)).toBeUndefined();
    }
  });

  it('shows the number the way Americans write it', () => {
    expect(formatUsPhone('12125550123')).toBe('(212) 555-0123');
  });

  it('uses the spec’s messages, word for word', () => {
    expect(validateSmsOptIn({ phone_number: '', agree: false })).toEqual({ phone_number: 'Please provide your telephone number', agree: 'Please agree before continuing' });
    expect(validateSmsOptIn({ phone_number: '555-0123', agree: true })).toEqual({ phone_number: 'Please enter a valid US phone number' });
    expect(validateSmsOptIn({ phone_number: '(212) 555-0123', agree: true })).toEqual({});
  });
});
