import { profile as t } from '../profileTexts.ts';

/** buyer, seller or both; the payout types count as seller, anything else as buyer (spec §2). */
export function userTypeBadgeLabel(userType: string): string {
  if (userType === 'both') return t.userTypes.both;
  if (['seller', 'individual', 'business'].includes(userType)) return t.userTypes.seller;
  return t.userTypes.buyer;
}

export function UserTypeBadge({ userType }: { userType: string }) {
  return <span className="badge badge--type">{userTypeBadgeLabel(userType)}</span>;
}

export function PhoneBadge({ verified }: { verified: boolean }) {
  return (
    <span className={`badge ${verified ? 'badge--ok' : 'badge--warn'}`}>
      {verified ? t.phoneVerified : t.phoneUnverified}
    </span>
  );
}
