import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { lazySession, sessionHoldsAnything, signedInMember } from '../../server/session/lazy-session';
import '../../server/session/session-data';

/** An app with the site's session settings over an in-memory store, counting the sessions it saves. */
function appWith(routes: (app: express.Express) => void) {
  const store = new session.MemoryStore();
  const app = express();
  const sessions = session({ name: 'sid', secret: 'test-secret', store, resave: false, saveUninitialized: false });
  app.use(lazySession(sessions, 'sid'));
  routes(app);
  const saved = () => new Promise<number>((resolve) => store.length((_error, length) => resolve(length ?? 0)));
  return { app, saved };
}

describe('lazySession', () => {
  it('starts no session for a GET without the cookie when nothing reads it', async () => {
    const { app, saved } = appWith((each) =>
      each.get('/page', (req, res) => {
        res.json({ member: signedInMember(req) ?? null, holds: sessionHoldsAnything(req) });
      }),
    );
    const response = await request(app).get('/page').set('Cookie', 'theme=dark');
    expect(response.body).toEqual({ member: null, holds: false });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await saved()).toBe(0);
  });

  it('starts the session when a cookieless GET writes to it, and saves it with its cookie', async () => {
    const { app, saved } = appWith((each) => {
      each.get('/remember', (req, res) => {
        req.session.readingKey = 'key-1';
        res.json({ id: req.sessionID, holds: sessionHoldsAnything(req) });
      });
      each.get('/recall', (req, res) => {
        res.json({ key: req.session.readingKey ?? null, member: signedInMember(req) ?? null });
      });
    });
    const first = await request(app).get('/remember');
    expect(first.body.holds).toBe(true);
    expect(typeof first.body.id).toBe('string');
    const cookie = first.headers['set-cookie'] as unknown as string[];
    expect(cookie[0]).toMatch(/^sid=/);
    expect(await saved()).toBe(1);

    const again = await request(app).get('/recall').set('Cookie', cookie[0]!.split(';')[0]!);
    expect(again.body).toEqual({ key: 'key-1', member: null });
  });

  it('loads the session of a request with the cookie before the route runs, and of every POST', async () => {
    const { app } = appWith((each) => {
      each.post('/login', (req, res) => {
        req.session.memberUuid = 'member-1';
        res.json({ started: signedInMember(req) });
      });
      each.get('/me', (req, res) => {
        res.json({ member: signedInMember(req) ?? null });
      });
    });
    const login = await request(app).post('/login');
    expect(login.body).toEqual({ started: 'member-1' });
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const me = await request(app).get('/me').set('Cookie', `theme=dark; ${cookie}`);
    expect(me.body).toEqual({ member: 'member-1' });
    const stranger = await request(app).get('/me').set('Cookie', 'theme=dark');
    expect(stranger.body).toEqual({ member: null });
  });
});
