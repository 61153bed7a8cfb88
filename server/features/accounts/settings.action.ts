import { GetSubscriptionsContract, SubscribeContract, UnsubscribeContract, type MailSubscription } from '../../../shared/accounts/mail.contract';
import { GetMemberContract, ListProfilesContract } from '../../../shared/platform-api/member.platform';
import type { Member, MemberUpdate } from '../../../shared/accounts/member-data';
import { SETTINGS_MESSAGES } from '../../../shared/forms/messages';
import { EmailPreferencesFormSchema, SettingsFormSchema } from '../../../shared/accounts/settings.form';
import { AppError } from '../../errors';
import { defineAction, fieldError } from '../../http/action';
import { requireMember } from '../../http/require-member';
import { resolvePlace } from '../location';
import { updateMember } from './update-member';

/** Lists shown in settings: all but the VIP-only personal astrology list, unless the member is on it. */
export const shownLists = (lists: MailSubscription[]) => lists.filter((list) => list.code !== 'dh_dailyhoroscope' || list.subscribed);

/**
 * Account Settings (spec 1 §5 "Settings"): the email only when it changes, a new email or
 * password only with the current password (the old address is told of a new one), the orientation kept when the form leaves it unset, and the birth place
 * looked up only when it was changed (an emptied town clears it).
 */
export const saveSettingsAction = defineAction({
  schema: SettingsFormSchema,
  async run(values, context): Promise<{ member: Member }> {
    const memberUuid = requireMember(context);
    const { platform } = context;
    const [{ member: current }, { profiles }] = await Promise.all([
      platform.call(GetMemberContract, { params: { member_uuid: memberUuid } }),
      platform.call(ListProfilesContract, { params: { member_uuid: memberUuid } }),
    ]);
    const own = profiles.find((profile) => profile.is_self);
    const typed = values.birth_location;
    const stored = { city: own?.birth_city ?? '', state: own?.birth_state ?? '', country: own?.birth_country ?? '' };
    const placeChanged = typed
      ? typed.city !== stored.city || typed.state !== stored.state || typed.country !== stored.country || (typed.city_id !== undefined && typed.city_id !== own?.birth_city_id)
      : stored.city !== '';
    const emailChanges = values.email.toLowerCase() !== current.email;
    if (emailChanges && !values.old_password) throw fieldError('old_password', SETTINGS_MESSAGES.oldPasswordForEmail);
    const changes: MemberUpdate = {
      first_name: values.first_name,
      birth_date: values.birth_date,
      birth_time: values.birth_time ?? null,
      gender: values.gender ?? null,
      favorite_deck_id: values.favorite_deck_id ?? null,
      ...(emailChanges ? { email: values.email } : {}),
      ...(values.sexual_orientation ? { sexual_orientation: values.sexual_orientation } : {}),
      ...(values.new_password || emailChanges ? { old_password: values.old_password ?? '' } : {}),
      ...(values.new_password ? { new_password: values.new_password } : {}),
      ...(placeChanged ? { birth_location: (await resolvePlace(platform, typed, 'birth_location')) ?? null } : {}),
    };
    return { member: await updateMember(context, context.req, memberUuid, changes) };
  },
});

/** Email preferences: the ticked lists are joined and the unticked ones left (location 'settings'). */
export const emailPreferencesAction = defineAction({
  schema: EmailPreferencesFormSchema,
  async run({ list }, context): Promise<{ message: string }> {
    const memberUuid = requireMember(context);
    const { platform } = context;
    const wanted = new Set(list);
    let failure: string | undefined;
    const { subscriptions } = await platform.call(GetSubscriptionsContract, { params: { member_uuid: memberUuid } });
    for (const each of shownLists(subscriptions)) {
      const change = { params: { member_uuid: memberUuid, list: each.code }, body: { location: 'settings' } };
      try {
        if (wanted.has(each.code) && !each.subscribed) await platform.call(SubscribeContract, change);
        if (!wanted.has(each.code) && each.subscribed) await platform.call(UnsubscribeContract, change);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failure = SETTINGS_MESSAGES.listsFailed(error.message);
      }
    }
    if (failure) throw new AppError('bad_request', failure);
    return { message: SETTINGS_MESSAGES.listsSaved };
  },
});
