import { useId, useState, type FormEvent } from 'react';
import { useT } from './messages';

interface Props {
  /** The code the quote accepted; null when none is applied. */
  accepted: string | null;
  /** The server's translated reason the tried code was refused. */
  refusal: string | null;
  /** A quote for the tried code is on its way. */
  checking: boolean;
  onApply(code: string | null): void;
}

/** The promo code field: Apply asks the server's quote, which accepts the code or says why not. */
export function PromoCodeForm({ accepted, refusal, checking, onApply }: Props) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const error = emptyTried ? t('checkout.promoEmpty') : checking ? null : refusal;
  const errorId = `${id}-error`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    setEmptyTried(code === '');
    if (code !== '') onApply(code);
  };

  return (
    <form className="promo-code" onSubmit={apply} noValidate>
      <label htmlFor={id}>{t('checkout.promo')}</label>
      <div className="promo-code-row">
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={checking}>
          {t('checkout.promoApply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {accepted && !checking && (
        <p className="promo-code-accepted" role="status">
          {t('checkout.promoApplied', { code: accepted })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setTyped('');
              onApply(null);
            }}
          >
            {t('checkout.promoRemove')}
          </button>
        </p>
      )}
    </form>
  );
}
