/** The personal info in edit mode: react-hook-form over the same schema the PUT body comes from. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/apiClient.ts';
import { BANK_CODES } from '../../../lib/constants.ts';
import { profile as t } from '../profileTexts.ts';
import { hasBankBlock, USER_TYPES, type ProfileUser } from '../api/profileUser.ts';
import {
  bankChanged,
  formValuesOf,
  profileFormSchemaFor,
  useUpdateProfile,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../api/updateProfile.ts';
import { bankLabel, userTypeLabel } from './labels.ts';

interface ProfileFormProps {
  user: ProfileUser;
  onSaved: () => void;
  onCancel: () => void;
  onVerifyPhone: () => void;
}

export function ProfileForm({ user, onSaved, onCancel, onVerifyPhone }: ProfileFormProps) {
  const id = useId();
  const update = useUpdateProfile(user);
  const schema = useMemo(() => profileFormSchemaFor(user), [user]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(user),
  });
  const watched = useWatch({ control });
  const showBank = hasBankBlock(watched.userType ?? '');
  // A new payout account is confirmed with the password (the server asks again and mails the owner).
  const askPassword =
    showBank &&
    bankChanged(
      {
        displayName: '',
        firstName: '',
        lastName: '',
        phone: '',
        userType: watched.userType ?? 'buyer',
        bankName: watched.bankName ?? '',
        accountName: watched.accountName ?? '',
        accountNumber: (watched.accountNumber ?? '').replace(/[\s-]/g, ''),
      },
      user,
    );
  const accountNumberHint = t.fields.accountNumberHint(watched.bankName ?? '');
  const canVerifyPhone = user.phone !== '' && !user.phoneVerified;

  // A failed save keeps the form open with the server's message (DESIGN §7: never fake success).
  // A wrong password is told at its own field, where the seller types it again.
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error, 'WRONG_PASSWORD'))
          setError('currentPassword', { message: t.fields.currentPasswordWrong }, { shouldFocus: true });
      },
    }),
  );

  // Hints and errors sit beside the label, not in it, so each field's accessible name stays its label.
  const describe = (name: keyof ProfileFormInput, hint?: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const field = (name: keyof ProfileFormInput, label: string, control: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {hint && (
        <span id={`${id}-${name}-hint`} className="muted small">
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="error-text">
          {errors[name]?.message}
        </span>
      )}
    </div>
  );

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t.fields.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          value={user.email}
          readOnly
          aria-describedby={`${id}-email-hint`}
        />
        <span id={`${id}-email-hint`} className="muted small">
          {t.fields.emailReadOnly}
        </span>
      </div>

      {field(
        'displayName',
        t.fields.displayName,
        <input
          {...describe('displayName')}
          type="text"
          autoComplete="nickname"
          {...register('displayName')}
        />,
      )}
      {field(
        'firstName',
        t.fields.firstName,
        <input {...describe('firstName')} type="text" autoComplete="given-name" {...register('firstName')} />,
      )}
      {field(
        'lastName',
        t.fields.lastName,
        <input {...describe('lastName')} type="text" autoComplete="family-name" {...register('lastName')} />,
      )}
      {field(
        'phone',
        t.fields.phone,
        <input
          {...describe('phone', t.fields.phoneHint)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...register('phone')}
        />,
        t.fields.phoneHint,
      )}
      {canVerifyPhone && (
        <button type="button" className="button button--ghost profile__verify" onClick={onVerifyPhone}>
          {t.verifyPhone}
        </button>
      )}
      {field(
        'userType',
        t.fields.userType,
        <select {...describe('userType')} {...register('userType')}>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {userTypeLabel(type)}
            </option>
          ))}
        </select>,
      )}

      {showBank && (
        <fieldset className="profile__bank">
          <legend>{t.fields.bankTitle}</legend>
          {field(
            'bankName',
            t.fields.bankName,
            <select {...describe('bankName')} {...register('bankName')}>
              <option value="">{t.fields.bankPlaceholder}</option>
              {BANK_CODES.map((code) => (
                <option key={code} value={code}>
                  {bankLabel(code)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'accountName',
            t.fields.accountName,
            <input
              {...describe('accountName')}
              type="text"
              autoComplete="name"
              {...register('accountName')}
            />,
          )}
          {field(
            'accountNumber',
            t.fields.accountNumber,
            <input
              {...describe('accountNumber', accountNumberHint)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...register('accountNumber', {
                // Dashes and spaces people copy from a passbook are dropped; letters still fail.
                setValueAs: (value: string) => value.replace(/[\s-]/g, ''),
              })}
            />,
            accountNumberHint,
          )}
          {askPassword &&
            field(
              'currentPassword',
              t.fields.currentPassword,
              <input
                {...describe('currentPassword', t.fields.currentPasswordHint)}
                type="password"
                autoComplete="current-password"
                {...register('currentPassword')}
              />,
              t.fields.currentPasswordHint,
            )}
        </fieldset>
      )}

      {update.isError && !isApiError(update.error, 'WRONG_PASSWORD') && (
        <p className="error-text" role="alert">
          {isApiError(update.error) ? update.error.message : t.updateFailed}
        </p>
      )}

      <div className="actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={update.isPending}>
          {t.cancelEdit}
        </button>
      </div>
    </form>
  );
}
