import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from '../../server/http/request-log';

/** An app logging into an array, at `level`, with a route for each outcome. */
function appLogging(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  app.use(requestLog(logger, { quiet: (req) => req.url === '/healthz' }));
  app.get('/ok', (_req, res) => void res.send('fine'));
  app.get('/healthz', (_req, res) => void res.send('fine'));
  app.get('/refused', (_req, res) => void res.status(404).send('no'));
  app.get('/failed', (_req, res) => void res.status(500).send('oops'));
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per answered request, at the level its status calls for, without secrets in the address', async () => {
    const { app, lines } = appLogging('info');
    await request(app).get('/ok?token=abc123');
    await request(app).get('/refused');
    await request(app).get('/failed');
    await request(app).get('/healthz');
    expect(lines.map((line) => [line.level, line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      [30, 'request completed', 200],
      [40, 'request completed', 404],
      [50, 'request completed', 500],
    ]);
    const first = lines[0] as { req: { method: string; url: string }; responseTime: number };
    expect(first.req.method).toBe('GET');
    expect(first.req.url).not.toContain('abc123');
    expect(first.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('writes nothing below the logger’s level', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).get('/ok');
    await request(app).get('/refused');
    expect(lines.map((line) => line.level)).toEqual([40]);
  });
});
