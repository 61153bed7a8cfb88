import { CONTACT_SUBJECTS } from '../../shared/support/contact';
import { ContactFormSchema } from '../../shared/support/contact.form';
import { checkForm } from '../../shared/forms/form-schema';

describe('Contact Us rules (spec 1 §5, §9)', () => {
  it('offers the thirteen subjects in order', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(13);
    expect(CONTACT_SUBJECTS[0]).toBe('Unsubscribe from emails');
    expect(CONTACT_SUBJECTS[12]).toBe('Other');
  });

  it('requires everything but the phone, as a plain form (empty boxes) and as JSON (missing keys) send it', () => {
    const required = { subject: 'This field is required', name: 'This field is required', email: 'This field is required', description: 'This field is required' };
    expect(checkForm(ContactFormSchema, { subject: '', name: '', email: '', phone: '', description: '' }).errors).toEqual(required);
    expect(checkForm(ContactFormSchema, {}).errors).toEqual(required);
  });

  it('checks the email against the standard pattern, and takes an empty phone', () => {
    const fields = { subject: 'Other', name: 'Iris', phone: '', description: 'Hello' };
    expect(checkForm(ContactFormSchema, { ...fields, email: 'iris@example' }).errors).toEqual({ email: 'Please enter a valid email address' });
    const checked = checkForm(ContactFormSchema, { ...fields, email: ' iris@example.com ' });
    expect(checked.success && checked.data).toEqual({ ...fields, email: 'iris@example.com', page: '' });
  });

  it('refuses a subject that is not one of the thirteen, and text that is too long', () => {
    const fields = { subject: 'Free money', name: 'x'.repeat(101), email: 'iris@example.com', phone: '1'.repeat(41), description: 'x'.repeat(5001) };
    expect(checkForm(ContactFormSchema, fields).errors).toEqual({
      subject: 'This field is required',
      name: 'Please keep this under 100 characters.',
      phone: 'Please keep this under 40 characters.',
      description: 'Please keep this under 5000 characters.',
    });
  });
});
