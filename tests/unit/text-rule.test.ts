import { buildPath, PathParameterError } from '../../shared/api/contract';
import { isCleanText, textIssues } from '../../shared/api/text';
import { checkForm } from '../../shared/forms/form-schema';
import { LoginFormSchema } from '../../shared/accounts/login.form';

describe('the text rule of every request (issue 9, item 22)', () => {
  it('keeps ordinary text, tabs, line breaks and emoji', () => {
    for (const text of ['Ana', 'São Paulo', 'line\r\nnext\tcell', '🌙✨', 'x🌙y', '']) expect(isCleanText(text)).toBe(true);
  });

  it('refuses control characters and unpaired surrogates', () => {
    for (const text of ['\u0000', 'a\u0007', '\u001b[0m', '\u007f', '\u0085', '\ud800', 'a\udc00', '🌙\udc00', '\ud800🌙']) expect(isCleanText(text)).toBe(false);
  });

  it('finds bad text anywhere in a request, keys included, by path', () => {
    expect(textIssues({ a: 'ok', b: { c: ['fine', 'bad\u0000'] }, ['k\u0000']: 1 }).map((issue) => issue.path.join('.'))).toEqual(['b.c.1', 'k?']);
  });

  it('puts the message under the field in a form', () => {
    const result = checkForm(LoginFormSchema, { email: 'ana@example.com\u0000', password: 'moonlight' });
    expect(result.success).toBe(false);
    expect(result.errors.email).toBe('Please remove control characters and broken symbols from this text.');
  });
});

describe('buildPath (issue 9, items 22 and 24)', () => {
  it('refuses dot segments and broken text instead of reaching another path or throwing a URIError', () => {
    expect(() => buildPath('/a/:x', { x: '..' })).toThrow(PathParameterError);
    expect(() => buildPath('/a/:x', { x: '.' })).toThrow(PathParameterError);
    expect(() => buildPath('/a/:x', { x: '\ud800' })).toThrow(PathParameterError);
    expect(buildPath('/a/:x', { x: '...' })).toBe('/a/...');
    expect(buildPath('/a/:x', { x: '../b' })).toBe('/a/..%2Fb');
  });
});
