/** Personal info: view mode, edit mode, and phone verification from edit mode. */
import { useState } from 'react';
import { profile as t } from '../profileTexts.ts';
import type { ProfileUser } from '../api/profileUser.ts';
import { PhoneBadge, UserTypeBadge } from './Badges.tsx';
import { PhoneVerificationModal } from './PhoneVerificationModal.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfileForm } from './ProfileForm.tsx';

interface PersonalInfoTabProps {
  user: ProfileUser;
  /** True while the user shown is the cached copy: editing waits for the server's copy. */
  stale: boolean;
}

export function PersonalInfoTab({ user, stale }: PersonalInfoTabProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const canEdit = !stale && user.accountStatus === 'active';

  return (
    <section className="panel profile__personal" aria-labelledby="profile-personal-title">
      <header className="profile__personal-head">
        <h2 id="profile-personal-title">{t.personalTitle}</h2>
        <div className="profile__badges">
          <UserTypeBadge userType={user.userType} />
          {user.phone && <PhoneBadge verified={user.phoneVerified} />}
        </div>
      </header>

      {stale && (
        <p className="muted small" role="status">
          {t.refreshing}
        </p>
      )}
      {saved && !editing && (
        <p className="success-text" role="status">
          {t.updated}
        </p>
      )}

      {editing ? (
        <ProfileForm
          user={user}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
          onVerifyPhone={() => setVerifying(true)}
        />
      ) : (
        <>
          <ProfileDetails user={user} />
          <div className="actions">
            <button
              type="button"
              className="button"
              disabled={!canEdit}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t.edit}
            </button>
          </div>
        </>
      )}

      {verifying && (
        <PhoneVerificationModal uid={user.uid} phone={user.phone} onClose={() => setVerifying(false)} />
      )}
    </section>
  );
}
