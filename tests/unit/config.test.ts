import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('works with no environment at all, so npm start needs no setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SITE_NAME: 'Starlit',
      DATABASE_URL: 'sqlite:data/app.db',
      SITE_URL: 'http://localhost:3000',
      PLATFORM_PORT: 0,
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PLATFORM_URL).toBeUndefined();
  });

  it('honours PORT, HOST and SITE_NAME, and derives the site URL from the port', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', SITE_NAME: 'Moonlight' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', SITE_NAME: 'Moonlight', SITE_URL: 'http://localhost:8080' });
  });

  it('treats empty optional URLs as unset and trims a trailing slash from SITE_URL', () => {
    const config = loadConfig({ REDIS_URL: '', SITE_URL: 'https://example.com/' });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SITE_URL).toBe('https://example.com');
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://nope', SESSION_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'LOG_LEVEL']) expect(problems).toContain(`${key}:`);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });
});

describe('platform settings', () => {
  it('needs PARTNER_KEY when the platform runs elsewhere', () => {
    expect(() => loadConfig({ PLATFORM_URL: 'http://10.0.0.5:3100' })).toThrow('PARTNER_KEY: required when PLATFORM_URL is set');
    expect(loadConfig({ PLATFORM_URL: 'http://platform:3100', PARTNER_KEY: 'k'.repeat(16) }).PLATFORM_URL).toBe('http://platform:3100');
  });
});
