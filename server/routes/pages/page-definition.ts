import type { Request } from 'express';
import type { ComponentType } from 'react';
import type { Config } from '../../config';
import type { MemberUpstream } from '../../upstream/member.upstream';

export interface PageContext {
  req: Request;
  config: Config;
  /** The logged-in member's id, on pages that require one. */
  memberUuid?: string;
  member: MemberUpstream;
}

export interface PageHead {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  noindex?: boolean;
}

/** One entry of the route table: a path, how to load its data, its view and its head tags. */
export interface PageDefinition<P extends object> {
  path: string;
  /** false for pages that need no dialogs and so ship no JavaScript. Default true. */
  interactive?: boolean;
  /** Member pages: a visitor without a member session is sent to the home page (spec 1 §2). */
  requiresMember?: boolean;
  load(context: PageContext): Promise<P> | P;
  head(props: P, context: PageContext): PageHead;
  View: ComponentType<P>;
}

export function definePage<P extends object>(page: PageDefinition<P>): PageDefinition<P> {
  return page;
}
