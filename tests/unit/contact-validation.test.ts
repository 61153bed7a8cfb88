import { CONTACT_SUBJECTS, validateContact } from '../../shared/domain/contact';

describe('Contact Us rules (spec 1 §5, §9)', () => {
  it('offers the thirteen subjects in order', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(13);
    expect(CONTACT_SUBJECTS[0]).toBe('Unsubscribe from emails');
    expect(CONTACT_SUBJECTS[12]).toBe('Other');
  });

  it('requires everything but the phone, and says so above the button too', () => {
    expect(validateContact({ subject: '', name: '', email: '', phone: '', message: '' })).toEqual({
      subject: 'This field is required',
      name: 'This field is required',
      email: 'This field is required',
      message: 'This field is required',
      form: 'Please check required fields above',
    });
  });

  it('checks the email against the standard pattern', () => {
    const fields = { subject: 'Other', name: 'Iris', phone: '', message: 'Hello' };
    expect(validateContact({ ...fields, email: 'iris@example' }).email).toBe('Please enter a valid email address');
    expect(validateContact({ ...fields, email: 'iris@example.com' })).toEqual({});
  });
});
