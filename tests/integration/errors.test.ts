import express, { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { mountContract } from '../../server/http/mount-contract';
import { jsonErrorHandler, jsonNotFound } from '../../server/http/error-handler';
import { AppError } from '../../server/errors';
import { definePage } from '../../server/http/page-module';
import { sitePages } from '../../server/http/page-registry';

const PAGE_ROUTES = sitePages();
import { defineContract } from '../../shared/api/contract';
import type { RoutePattern } from '../../shared/routes';
import { silentLogger, startTestSite } from '../support/test-site';

const SaveNoteContract = defineContract('test.save_note', 'POST /notes/:id', {
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ title: z.string().min(1).max(20), stars: z.number().int().min(1).max(5) }),
  response: z.object({ id: z.number(), title: z.string() }),
});

function contractApp(handler: Parameters<typeof mountContract<typeof SaveNoteContract>>[2]) {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  mountContract(router, SaveNoteContract, handler);
  router.use(jsonNotFound());
  router.use(jsonErrorHandler(silentLogger));
  return express().use('/api', router);
}

describe('contract routes and the JSON error handler', () => {
  const app = contractApp(({ params, body }) => ({ id: params.id, title: body.title }));

  it('passes parsed, typed input to the handler', async () => {
    await request(app).post('/api/notes/7').send({ title: 'Moon', stars: 5 }).expect(200, { id: 7, title: 'Moon' });
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const res = await request(app).post('/api/notes/7').send({ title: 42, stars: 'many' }).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toBe('Some fields are missing or not valid.');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['stars', 'title']);
  });

  it('answers a missing body with 400, and a body that is not JSON with 415', async () => {
    const missing = await request(app).post('/api/notes/7').expect(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['stars', 'title']);
    const form = await request(app).post('/api/notes/7').type('form').send('title=Moon&stars=5').expect(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
  });

  it('answers a malformed path parameter with 400', async () => {
    const res = await request(app).post('/api/notes/abc').send({ title: 'Moon', stars: 5 }).expect(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['id']);
  });

  it('passes an AppError on with its own status and code', async () => {
    const failing = contractApp(() => {
      throw new AppError('conflict', 'That note already exists.');
    });
    await request(failing).post('/api/notes/1').send({ title: 'x', stars: 1 }).expect(409, {
      error: { code: 'conflict', message: 'That note already exists.' },
    });
  });

  it('turns an unexpected failure into a generic 500 with no stack trace', async () => {
    const failing = contractApp(() => {
      throw new Error('database exploded at /srv/app/server/db.ts:12');
    });
    const res = await request(failing).post('/api/notes/1').send({ title: 'x', stars: 1 }).expect(500);
    expect(res.body).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again in a moment.' } });
  });
});

describe('the 500 page', () => {
  it('is rendered in the site layout with a generic message and no stack trace', async () => {
    const broken = definePage({
      // A page of this test only, outside the site's patterns.
      path: '/broken' as RoutePattern,
      load: () => {
        throw new Error('secret detail at server/features/broken/broken.page.ts:3');
      },
      head: () => ({ title: 'Broken', description: 'Never rendered' }),
      View: () => null,
    });
    const site = await startTestSite('sqlite', {}, { pages: [...PAGE_ROUTES, broken] });
    try {
      const res = await request(site.app).get('/broken').expect(500).expect('Content-Type', /text\/html/);
      expect(res.text).toContain('Something went wrong');
      expect(res.text).toContain('<header class="site-header">');
      expect(res.text).not.toContain('secret detail');
      expect(res.text).not.toContain('broken.page.ts');
    } finally {
      await site.close();
    }
  });
});
