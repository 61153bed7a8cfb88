import { checkEmail } from '../../shared/accounts/email-check';

describe('checkEmail', () => {
  it('refuses what is not an address, with the login message', () => {
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana smith@example.com', '<script>alert(1)</script>@x.com', 'ana@-example.com', 'ana@exa_mple.com']) {
      expect(checkEmail(bad)).toEqual({ valid: false, email: bad.trim(), message: 'Please enter a valid email' });
    }
  });

  it('accepts what the standard address pattern allows', () => {
    for (const good of ["o'neil@example.ie", 'ana+stars@mail.example.org', 'a.b-c_d@sub.example-site.co.uk']) expect(checkEmail(good).valid).toBe(true);
  });

  it('trims and lower-cases the domain only (the local part can be case-sensitive)', () => {
    expect(checkEmail('  Ana.Smith@Example.ORG ')).toEqual({ valid: true, email: 'Ana.Smith@example.org' });
  });

  it('suggests the common provider a mistyped domain was meant to be', () => {
    expect(checkEmail('ana@gmial.com').suggestion).toBe('ana@gmail.com');
    expect(checkEmail('ana@gmai.com').suggestion).toBe('ana@gmail.com');
    expect(checkEmail('ana@yaho.com').suggestion).toBe('ana@yahoo.com');
    expect(checkEmail('ana@hotmial.com').suggestion).toBe('ana@hotmail.com');
    expect(checkEmail('ana@outlok.com').suggestion).toBe('ana@outlook.com');
  });

  it('fixes a mistyped .com on any domain', () => {
    expect(checkEmail('ana@gmail.con').suggestion).toBe('ana@gmail.com');
    expect(checkEmail('ana@starlight-studio.con').suggestion).toBe('ana@starlight-studio.com');
  });

  it('leaves real providers and unfamiliar domains alone', () => {
    for (const fine of ['ana@gmail.com', 'ana@mail.com', 'ana@me.com', 'ana@me.org', 'ana@example.com', 'ana@university.edu']) {
      expect(checkEmail(fine).suggestion).toBeUndefined();
    }
  });
});
