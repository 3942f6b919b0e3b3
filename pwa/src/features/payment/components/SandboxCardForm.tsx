import { useState } from 'react';
import { Form, SubmitButton, TextField } from '../../../lib/form.tsx';
import { formatBaht } from '../../../lib/format.ts';
import { payment as t } from '../paymentTexts.ts';
import { failureMessage } from '../failureMessage.ts';
import { cardErrorMessage } from '../cardErrors.ts';
import {
  answerThreeDs,
  cardSchema,
  type Card,
  type CardInput,
  type CardOutcome,
} from '../api/sandboxPayments.ts';
import { ThreeDsStep } from './ThreeDsStep.tsx';

interface SandboxCardFormProps {
  /** Baht, shown on the pay button. */
  amount: number;
  /** Sends the card to the sandbox provider (checkout pay or intent confirm). */
  submit: (card: Card) => Promise<CardOutcome>;
  /** The provider accepted the card; throw to show a (Thai) error instead. */
  onSucceeded: () => Promise<void>;
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The sandbox provider's card form, styled like a provider's embedded form and labelled as the
 * sandbox: card → the provider's answer → 3-D Secure when it asks → success or its error in Thai.
 */
export function SandboxCardForm({ amount, submit, onSucceeded }: SandboxCardFormProps) {
  const [threeDsId, setThreeDsId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const handle = async (outcome: CardOutcome) => {
    if (outcome.kind === 'requires_action') {
      setThreeDsId(outcome.threeDsId);
      return;
    }
    if (outcome.kind === 'failed') {
      setError(cardErrorMessage(outcome.error));
      return;
    }
    setFinishing(true);
    try {
      await onSucceeded();
    } catch (caught) {
      setError(failureMessage(caught, t.errors.general));
      setFinishing(false);
    }
  };

  const pay = async (card: Card) => {
    setError(null);
    let outcome: CardOutcome;
    try {
      outcome = await submit(card);
    } catch (caught) {
      setError(failureMessage(caught, t.errors.general));
      return;
    }
    await handle(outcome);
  };

  const answer = async (choice: 'approve' | 'fail') => {
    const id = threeDsId;
    if (!id) return;
    let outcome: CardOutcome;
    try {
      outcome = await answerThreeDs(id, choice);
    } catch (caught) {
      setThreeDsId(null);
      setError(failureMessage(caught, t.errors.general));
      return;
    }
    setThreeDsId(null);
    await handle(outcome);
  };

  return (
    <div className="sandbox-form">
      <header className="sandbox-form__head">
        <strong>{t.card.sandboxTitle}</strong>
        <span className="test-badge">{t.testMode}</span>
      </header>
      <p className="muted small">{t.card.sandboxNote}</p>

      {error && (
        <p className="error-text payment__error" role="alert">
          {error}
        </p>
      )}

      {finishing && (
        <p className="muted" role="status" aria-busy="true">
          {t.card.confirming}
        </p>
      )}
      {threeDsId && !finishing && <ThreeDsStep onAnswer={answer} />}
      {/* Hidden, not unmounted, during 3-D Secure: a failed check leaves the card as typed. */}
      <div hidden={finishing || threeDsId !== null}>
        <Form schema={cardSchema} defaultValues={EMPTY} onSubmit={pay} label={t.card.formLabel}>
          <TextField<CardInput>
            name="number"
            label={t.card.number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
          <div className="sandbox-form__row">
            <TextField<CardInput>
              name="expiry"
              label={t.card.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/30"
            />
            <TextField<CardInput>
              name="cvc"
              label={t.card.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
            />
          </div>
          <TextField<CardInput> name="name" label={t.card.name} autoComplete="cc-name" />
          <SubmitButton busyText={t.card.paying}>{t.card.pay(formatBaht(amount))}</SubmitButton>
        </Form>
        <details className="sandbox-form__cards">
          <summary>{t.card.testCards}</summary>
          <ul>
            {t.card.testCardList.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </div>
    </div>
  );
}
