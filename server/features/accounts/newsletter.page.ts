import { z } from 'zod';
import { subscribeBoxStartView, subscribeBoxTarget, subscribeBoxVisible, SUBSCRIBE_BOX_MESSAGES } from '../../../shared/accounts/subscribe-box';
import { NewsletterPage } from '../../../views/accounts/newsletter-page';
import { definePage, pageAction } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { ROUTES } from '../../../shared/routes';
import { listStandings, subscribeBoxPageAction } from './subscribe-box.action';

/**
 * `/member/newsletter`: the members' subscribe box as a plain form (spec 1 §4), where the box above
 * the footer posts without JavaScript. `?type=newsletter` opens it at view 2, as the box opened for
 * type Newsletter does.
 */
export const newsletterPage = definePage({
  path: ROUTES.newsletter,
  member: true,
  // The page is the box: the band above the footer would only repeat it.
  interactive: false,
  query: z.object({ type: z.enum(['newsletter', 'Newsletter'], { error: SUBSCRIBE_BOX_MESSAGES.type }).optional() }),
  async load(context) {
    const lists = await listStandings(context, requireMember(context));
    return { visible: subscribeBoxVisible(lists), view: subscribeBoxStartView(context.query.type), target: subscribeBoxTarget(lists) };
  },
  head: () => ({ title: 'Daily Horoscopes by Email', description: 'Sign up for the free daily horoscope, daily love horoscope and weekly love horoscope emails.' }),
  View: NewsletterPage,
  actions: { 'sign-up': pageAction({ action: subscribeBoxPageAction }) },
});
