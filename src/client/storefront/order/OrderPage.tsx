import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from '../../lib/navigation';
import { useGetOrderQuery } from '../../../../generated/hooks';
import { ORDER_KEY_PARAM, normalizeOrderCode } from '../../../shared/orders/order-code';
import { byLang, useAlternateParams } from '../../app/routes/alternate-params';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { OrderDetails } from './OrderDetails';
import { OrderLookupForm } from './OrderLookupForm';
import { rememberOrder, useRememberedOrderKey } from './remembered-key';
import { THANK_YOU_SEGMENT, isThankYouSegment } from '../../../shared/routing/thank-you';
import './order.css';

/**
 * The order status page (spec §2 porudzbina / order): a form for the code and the e-mail, or the
 * order with that code, opened by the key of the order e-mails' link (?key=), the key this tab
 * remembers, or the shopper's own session; after checkout, a thank-you first.
 */
export default function OrderPage() {
  const t = useT();
  const match = useRouteMatch();
  const { search } = useLocation();
  const params = match.kind === 'static' ? match.params : {};
  const code = typeof params.code === 'string' ? normalizeOrderCode(params.code) : '';
  const linkKey = new URLSearchParams(search).get(ORDER_KEY_PARAM)?.trim() ?? '';
  useSeo({ title: code ? t('order.titleOf', { code }) : t('order.title'), description: t('order.description') });
  useAlternateParams(byLang((lang) => ({ thankYou: THANK_YOU_SEGMENT[lang] })));

  return (
    <div className="order-page">
      {code ? (
        <OrderStatusView key={code} code={code} linkKey={linkKey} thankYou={isThankYouSegment(params.thankYou)} />
      ) : (
        <>
          <h1>{t('order.title')}</h1>
          <OrderLookupForm />
        </>
      )}
    </div>
  );
}

function OrderStatusView({ code, linkKey, thankYou }: { code: string; linkKey: string; thankYou: boolean }) {
  const t = useT();
  const { lang } = useSession();
  const queryClient = useQueryClient();
  // Read once hydrated: the server's page and the browser's first render show the spinner alike.
  const remembered = useRememberedOrderKey(code);
  const key = linkKey || remembered || '';
  // Without a key it asks by the code alone: the checkout's answer is cached so, and a shopper's own order opens so.
  const { data, error, isPending } = useGetOrderQuery(key ? { code, key } : { code }, { enabled: remembered !== undefined });
  const order = data?.order;

  useEffect(() => {
    if (data?.order) rememberOrder(queryClient, data);
  }, [data, queryClient]);

  if (isPending) return <Spinner />;
  if (error || !order) {
    return (
      <>
        <h1>{t('order.title')}</h1>
        {error ? (
          <ErrorBox error={error} />
        ) : (
          <p className="order-ask-email" role={key ? 'alert' : undefined}>
            {t(key ? 'order.linkInvalid' : 'order.askEmail', { code })}
          </p>
        )}
        <OrderLookupForm initialCode={code} />
      </>
    );
  }

  const title = t('order.titleOf', { code: order.code });
  return (
    <>
      {thankYou ? (
        <header className="order-thank-you">
          <h1>{t('order.thankYou')}</h1>
          <p>{t('order.thankYouText', { email: order.customer.email, code: order.code })}</p>
          <h2 className="order-code-title">{title}</h2>
        </header>
      ) : (
        <h1>{title}</h1>
      )}
      <OrderDetails order={order} bankAccount={data.orderSettings.bank_account} paymentQr={order.payment_qr} />
      <p className="order-links">
        <Link to={pathFor('shop', lang)} className="button button-primary">
          {t('order.continue')}
        </Link>
        <Link to={pathFor('order', lang)} className="button">
          {t('order.another')}
        </Link>
      </p>
    </>
  );
}
