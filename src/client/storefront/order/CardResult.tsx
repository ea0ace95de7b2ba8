import type { CardPaymentFieldsFragment } from '../../../../generated/client/graphql';
import { formatMoney } from '../../../shared/catalog/price';
import { formatDateTime } from '../../../shared/i18n/dates';
import { CARD_REPLY_FIELD_TEXTS } from '../../../shared/orders/card-payment-texts';
import { useSession } from '../../lib/session/useSession';
import { useT } from './messages';

type ReplyField = keyof typeof CARD_REPLY_FIELD_TEXTS;

/** The reply's return code and message say nothing a shopper acts on beyond the message above the list. */
const LISTED = (Object.keys(CARD_REPLY_FIELD_TEXTS) as ReplyField[]).filter((field) => field !== 'return_code' && field !== 'message');

/**
 * The bank's reply to the order's last card try, as the banks require a shop to show it: whether the
 * card was charged, the bank's own message on a refusal, then the reply's fields.
 */
export function CardResult({ payment }: { payment: CardPaymentFieldsFragment }) {
  const t = useT();
  const { lang } = useSession();
  const approved = payment.status === 'APPROVED';
  const failed = payment.status === 'DECLINED' || payment.status === 'ERROR';
  const values: Record<ReplyField, string | null> = {
    order_number: payment.order_number,
    status: t(`order.card.status.${payment.status}`),
    authorization_code: approved ? payment.authorization_code : null,
    transaction_id: payment.transaction_id,
    // A try left on the bank's page has no transaction date: the time it was started stands for it.
    transaction_date: formatDateTime(payment.transaction_date ?? payment.created_at, lang),
    return_code: null,
    masked_card: payment.masked_card,
    message: null,
    amount_rsd: formatMoney(payment.amount_rsd, 'RSD'),
  };
  return (
    <section className="order-card-result" aria-labelledby="order-card-result-title">
      <h2 id="order-card-result-title">{t('order.card.resultTitle')}</h2>
      {approved && <p className="order-card-message order-card-approved">{t('order.card.approved')}</p>}
      {failed && (
        <div className="order-card-message order-card-failed">
          <p>{t('order.card.failed')}</p>
          {payment.message && (
            <p>
              {t('order.card.field.message')}: {payment.message}
            </p>
          )}
        </div>
      )}
      <dl className="order-facts">
        {LISTED.map((field) => {
          const value = values[field];
          return value ? (
            <div key={field}>
              <dt>{t(`order.card.field.${field}`)}</dt>
              <dd>{value}</dd>
            </div>
          ) : null;
        })}
      </dl>
    </section>
  );
}
