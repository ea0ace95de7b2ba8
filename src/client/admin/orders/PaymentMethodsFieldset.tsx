import type { PaymentMethod } from '../../../../generated/client/graphql';
import { useAdminT } from '../i18n/useAdminT';
import { PAYMENT_METHODS } from './order-settings-form';

interface Props {
  chosen: readonly PaymentMethod[];
  /** The server's card gateway (OrderSettings.card_gateway): null when it has none, and the server refuses CARD. */
  cardGateway: string | null;
  error: string | undefined;
  onChange: (methods: PaymentMethod[]) => void;
}

const ERROR_ID = 'settings-methods-error';
const CARD_HINT_ID = 'settings-card-hint';

/** The order settings' payment methods, in checkout's order; a card only where the server has a card gateway. */
export function PaymentMethodsFieldset({ chosen, cardGateway, error, onChange }: Props) {
  const t = useAdminT();
  const cardHint = cardGateway == null ? t('admin.orders.settings.cardNoGateway') : cardGateway === 'test' ? t('admin.orders.settings.cardTestGateway') : null;
  return (
    <fieldset className={`admin-fieldset${error ? ' has-error' : ''}`} aria-describedby={error ? ERROR_ID : undefined}>
      <legend>{t('admin.orders.settings.paymentMethods')}</legend>
      <div className="admin-checks">
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="admin-check">
            <input
              type="checkbox"
              checked={chosen.includes(method)}
              disabled={method === 'CARD' && cardGateway == null}
              aria-describedby={method === 'CARD' && cardHint ? CARD_HINT_ID : undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? PAYMENT_METHODS.filter((option) => option === method || chosen.includes(option))
                    : chosen.filter((option) => option !== method),
                )
              }
            />
            {t(`admin.orders.payment.${method}`)}
          </label>
        ))}
      </div>
      {cardHint && (
        <small id={CARD_HINT_ID} className="admin-hint">
          {cardHint}
        </small>
      )}
      {error && (
        <p id={ERROR_ID} className="admin-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
