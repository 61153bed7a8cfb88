import type { Response } from 'express';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FormProps } from '../../shared/forms/form-state';
import type { JsonLdData } from '../../shared/site/json-ld';
import type { RoutePattern } from '../../shared/routes';
import type { Action } from './action';
import type { RequestContext } from './request-context';

export interface PageHead {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data for search engines (schema.org, typed by schema-dts), written into the head as JSON-LD: one document or several. */
  jsonLd?: JsonLdData;
  /** The page's own Open Graph image (a site path), its text alternative and, when known, its size in pixels. */
  ogImage?: { src: string; alt: string; width?: number; height?: number };
}

/** A request as a page's load sees it: the site's services, plus its parsed path and query parameters. */
export interface PageContext<P = unknown, Q = unknown> extends RequestContext {
  params: P;
  query: Q;
}

/** One form of a page: the action that does its work, and what a plain post does after it worked. */
export interface PageAction<R> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form schema; the action's own types check its run()
  action: Action<any, R>;
  /** Where to go after it worked (a 303 redirect); without it the page is shown again with `message`. */
  redirect?: (result: R, context: RequestContext) => string;
  /** What to say above the form after it worked, when the page is shown again. */
  message?: (result: R) => string;
  /**
   * What to say when the work failed on our side (a 5xx: the platform down or broken). The page
   * is shown again with everything the visitor typed, never a bare error page. Default
   * `SERVER_FAILURE_MESSAGE`.
   */
  failure?: string;
}

/**
 * One path of the site (DESIGN.md §2, after epic-stack and Fresh): parameters checked with zod
 * (a bad path parameter is a 404 page, a bad query a 400 page, never a 500), `load` for the
 * view's data, `head` from that data, the view, and the actions of its forms by `intent`. The page
 * router serves GET and POST for it.
 */
export interface PageModule<P, Q, D> {
  /** One of the site's patterns (shared/routes.ts `ROUTES`), so the page and every link to it share one spelling. */
  path: RoutePattern;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** Member pages: a visitor without a member session is sent to the home page (spec 1 §2). */
  member?: boolean;
  /** false for pages that need no dialogs and so ship no JavaScript. Default true. */
  interactive?: boolean;
  /**
   * false for a page a visitor's request shapes beyond its path and the variant cookies (the
   * Referer): it is never served from the logged-out page cache (server/http/README.md).
   */
  cache?: false;
  load(context: PageContext<P, Q>): Promise<D> | D;
  head(data: D, context: PageContext<P, Q>): PageHead;
  View: ComponentType<D & FormProps>;
  /** The page's forms, by the `intent` they post; a post without `intent` runs the first. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's result type is its own
  actions?: Record<string, PageAction<any>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route table holds pages of every data type
export type AnyPage = PageModule<any, any, any>;

const DEFINED = new WeakSet<object>();

/** Declares a page, keeping its types inside and giving the route table one type for all pages. */
export function definePage<P = Record<string, never>, Q = Record<string, never>, D extends object = object>(page: PageModule<P, Q, D>): AnyPage {
  DEFINED.add(page);
  return page;
}

/** Whether `value` is a page `definePage` made: how the registry tells pages from a page file's other exports. */
export function isPage(value: unknown): value is AnyPage {
  return typeof value === 'object' && value !== null && DEFINED.has(value);
}

/** Declares one form of a page, typing `redirect` and `message` by the action's result. */
export function pageAction<R>(form: PageAction<R>): PageAction<R> {
  return form;
}

/** Thrown from `load`: answer with a redirect instead of the page (303 See Other, or 301 for an address that is never the page's own). */
export class PageRedirect {
  constructor(
    readonly location: string,
    readonly status: 301 | 303 = 303,
  ) {}
}

/** Thrown from `load`: answer with something that is not a page (a file download in development). */
export class PageResponse {
  constructor(readonly send: (res: Response) => void) {}
}
