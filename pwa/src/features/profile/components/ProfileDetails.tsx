import type { ReactNode } from 'react';
import { profile as t } from '../profileTexts.ts';
import { hasBankBlock, type ProfileUser } from '../api/profileUser.ts';
import { PhoneBadge } from './Badges.tsx';
import { bankLabel, userTypeLabel } from './labels.ts';

/** The personal info in view mode. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const value = (text: string) => text || t.fields.notGiven;
  return (
    <dl className="facts">
      <Row label={t.fields.displayName}>{value(user.displayName)}</Row>
      <Row label={t.fields.firstName}>{value(user.firstName)}</Row>
      <Row label={t.fields.lastName}>{value(user.lastName)}</Row>
      <Row label={t.fields.email}>{value(user.email)}</Row>
      <Row label={t.fields.phone}>
        {value(user.phone)} {user.phone && <PhoneBadge verified={user.phoneVerified} />}
      </Row>
      <Row label={t.fields.userType}>{userTypeLabel(user.userType)}</Row>
      {hasBankBlock(user.userType) && (
        <>
          <Row label={t.fields.bankName}>{user.bankName ? bankLabel(user.bankName) : t.fields.notGiven}</Row>
          <Row label={t.fields.accountName}>{value(user.accountName)}</Row>
          <Row label={t.fields.accountNumber}>{value(user.accountNumber)}</Row>
        </>
      )}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
