import type { PaymentQrFieldsFragment } from '../../../../generated/client/graphql';
import { transferFacts } from '../../../shared/orders/transfer-texts';
import { useSession } from '../../lib/session/useSession';
import { useT } from './messages';

/**
 * An order waiting for a bank transfer: its NBS IPS QR code, which any Serbian bank's app scans to
 * fill in the transfer, and the same data written out for paying by hand. The image is the server's
 * SVG (made from the shop's own settings and the order), shown as a picture with its text alternative.
 */
export function TransferQr({ payment }: { payment: PaymentQrFieldsFragment }) {
  const t = useT();
  const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.svg)}`;
  const { lang } = useSession();
  return (
    <section className="order-transfer" aria-labelledby="order-transfer-title">
      <h3 id="order-transfer-title" tabIndex={-1}>{t('order.qr.title')}</h3>
      <div className="order-transfer-body">
        <img className="order-transfer-code" src={picture} width={200} height={200} alt={t('order.qr.alt')} data-ips-qr={payment.text} />
        <div>
          <p>{t('order.qr.scan')}</p>
          <dl className="order-facts">
            {transferFacts(payment, lang).map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
