import { DeleteJournalFormSchema } from '../../../shared/store/journal.form';
import { DeleteJournalContract } from '../../../shared/platform-api/member.platform';
import { defineAction } from '../../http/action';
import { requireMember } from '../../http/require-member';

/** Your Readings: delete one saved reading or report of the member's own. */
export const deleteJournalAction = defineAction({
  schema: DeleteJournalFormSchema,
  async run({ slug }, context) {
    await context.platform.call(DeleteJournalContract, { params: { member_uuid: requireMember(context), slug } });
    return { deleted: true as const };
  },
});
