import { JOURNAL_MESSAGES } from '../../../shared/forms/messages';
import { JournalPage } from '../../../views/pages/journal-page';
import { deleteJournalAction } from '../../actions/journal.action';
import { definePage, pageAction } from './page-module';

/** Your Readings: the member's saved readings and reports, each with a delete button (a plain form). */
export const journalPage = definePage({
  path: '/member/journal',
  member: true,
  load: async ({ upstream, memberUuid }) => ({ entries: await upstream.member.journal(memberUuid!) }),
  head: () => ({ title: 'Your Readings', description: 'Your saved readings and reports.' }),
  View: JournalPage,
  actions: { delete: pageAction({ action: deleteJournalAction, message: () => JOURNAL_MESSAGES.deleted }) },
});
