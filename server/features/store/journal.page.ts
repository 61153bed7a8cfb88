import { z } from 'zod';
import { PageQuerySchema, PER_PAGE_DEFAULT, pageOf, windowOf } from '../../../shared/api/paging';
import { JOURNAL_MESSAGES } from '../../../shared/forms/messages';
import { ListJournalContract } from '../../../shared/platform-api/member.platform';
import { JournalPage } from '../../../views/store/journal-page';
import { deleteJournalAction } from './journal.action';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/** Your Readings: the member's saved readings and reports, 50 a page (`?page=`), each with a delete button (a plain form). */
export const journalPage = definePage({
  path: ROUTES.journal,
  member: true,
  query: z.object({ page: PageQuerySchema.shape.page }),
  load: async ({ platform, memberUuid, query }) => {
    const paging = { page: query.page, per_page: PER_PAGE_DEFAULT };
    const { entries } = await platform.call(ListJournalContract, { params: { member_uuid: memberUuid! }, query: windowOf(paging) });
    const { items, page, has_more } = pageOf(entries, paging);
    return { entries: items, page, hasMore: has_more };
  },
  head: () => ({ title: 'Your Readings', description: 'Your saved readings and reports.' }),
  View: JournalPage,
  actions: { delete: pageAction({ action: deleteJournalAction, message: () => JOURNAL_MESSAGES.deleted }) },
});
