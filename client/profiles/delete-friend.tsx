import { useState } from 'react';
import { RemoveProfileContract } from '../../shared/accounts/account.contract';
import type { Profile } from '../../shared/accounts/member-data';
import { fullName } from '../../shared/profiles/profiles';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import { callApi } from '../lib/api-client';
import { Modal } from '../lib/modal';

interface DeleteConfirmProps {
  profile: Profile;
  onDeleted(): void;
  onCancel(): void;
}

/** The profile modal of type delete (spec 1 §4): DELETE /api/member/profile/{profile_uuid}. */
export function DeleteConfirm({ profile, onDeleted, onCancel }: DeleteConfirmProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  async function onDelete() {
    if (submitting) return;
    setError('');
    setSubmitting(true);
    try {
      await callApi(RemoveProfileContract, { params: { profile_uuid: profile.profile_uuid } });
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  }

  return (
    <Modal title={PROFILE_MESSAGES.deleteQuestion} onClose={() => !submitting && onCancel()}>
      <p className="modal-lede">The saved birth details of {fullName(profile)} will be removed. This cannot be undone.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions" aria-busy={submitting}>
        <button type="button" className="button button-danger" disabled={submitting} onClick={onDelete}>
          {submitting ? 'Submitting...' : 'DELETE'}
        </button>
        <button type="button" className="button button-plain" disabled={submitting} onClick={onCancel}>
          Back to what I was doing
        </button>
      </div>
    </Modal>
  );
}

