import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Profile } from '../../shared/accounts/member-data';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import { fullName } from '../../shared/profiles/profiles';
import type { BirthChartProfile } from '../../shared/reports/islands';
import type * as friendDialogs from './friend-dialogs';
import type { FriendDialog } from './friend-dialogs';

type DialogsModule = typeof friendDialogs;
/** The dialogs' code (the friend form, its place autocomplete), fetched when a member first opens one. */
const loadDialogs = (): Promise<DialogsModule> => import('./friend-dialogs');

export type FriendAction = FriendDialog['kind'];
/** The Edit and Delete links' click: the dialog instead of the profiles manager's page. */
export type OpenFriendDialog = (event: MouseEvent<HTMLAnchorElement>, kind: FriendAction, friend: BirthChartProfile) => void;

interface Open {
  module: DialogsModule;
  dialog: FriendDialog;
  friend: BirthChartProfile;
}

/**
 * The birth chart form's profile modal (spec 3 §2, §6, §8). The friend list's Edit and Delete are
 * links into the profiles manager, which is where they go without JavaScript, or in a new tab;
 * a plain click opens the profiles feature's friend form, or its delete confirmation, on the
 * chart page instead. What was done is said in `status`; closing returns the focus to the link,
 * and after a delete (the link is gone) to `landing()`.
 */
export function useFriendDialogs({ onSaved, onDeleted, landing }: { onSaved(profile: BirthChartProfile): void; onDeleted(friend: BirthChartProfile): void; landing(): HTMLElement | null | undefined }) {
  const [open, setOpen] = useState<Open | null>(null);
  const [status, setStatus] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const pending = useRef(false);
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);

  // Once the dialog is gone (its own cleanup put the focus back where it found it), the focus goes where it belongs.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    target()?.focus();
  });

  const openDialog: OpenFriendDialog = (event, kind, friend) => {
    // A click that opens the link in another tab or window is the link's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    opener.current = event.currentTarget;
    const href = event.currentTarget.href;
    setStatus('');
    loadDialogs()
      .then(async (module) => {
        const profile = kind === 'edit' ? await module.fullProfile(friend.profile_uuid) : module.friendProfile(friend);
        if (!profile) throw new Error('That friend profile no longer exists.');
        setOpen({ module, dialog: { kind, profile }, friend });
      })
      // The profile could not be read (or is gone): the profiles manager's page, as without JavaScript.
      .catch(() => window.location.assign(href))
      .finally(() => {
        pending.current = false;
      });
  };

  function close() {
    setOpen(null);
    focusNext.current = () => (opener.current?.isConnected ? opener.current : landing());
  }

  function saved(profile: Profile) {
    if (!open) return;
    const edited = open.module.chartProfile(profile);
    onSaved(edited);
    setStatus(PROFILE_MESSAGES.updated(fullName(edited)));
    close();
  }

  function deleted() {
    if (!open) return;
    onDeleted(open.friend);
    setStatus(PROFILE_MESSAGES.deleted(fullName(open.friend)));
    setOpen(null);
    focusNext.current = landing;
  }

  let dialogs: ReactNode = null;
  if (open) {
    const { FriendDialogs } = open.module;
    dialogs = <FriendDialogs dialog={open.dialog} onSaved={saved} onDeleted={deleted} onClose={close} />;
  }
  return { openDialog, dialogs, status, clearStatus: () => setStatus('') };
}
