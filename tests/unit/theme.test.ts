import { parseTheme, safeReturnPath, themeAttribute } from '../../shared/site/theme';

describe('theme rules', () => {
  it('reads only light, dark and system; anything else is system', () => {
    expect(['light', 'dark', 'system', 'Dark', '', undefined, 3, ['dark']].map(parseTheme)).toEqual(['light', 'dark', 'system', 'system', 'system', 'system', 'system', 'system']);
  });

  it('sets the attribute only for a choice', () => {
    expect([themeAttribute('light'), themeAttribute('dark'), themeAttribute('system')]).toEqual(['light', 'dark', undefined]);
  });

  it('goes back only to a path on this site', () => {
    expect(safeReturnPath('/member/settings?x=1')).toBe('/member/settings?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'relative', '/a\nb', `/${'a'.repeat(2001)}`, undefined, ['/a']]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});
