import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from '../../lib/navigation';
import type { GetOrderQuery } from '../../../../generated/client/graphql';
import { getOrderQueryKey, useGetOrderQuery, useGetOrderSettingsQuery } from '../../../../generated/hooks';
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
import { awaitsCardPayment } from '../../../shared/orders/awaits-card-payment';
import { toast } from '../../lib/toast';
import { orderStatusNumber } from '../../ui/order/order-status';
import { CardPayment, type ChangedOrder } from './CardPayment';
import { useHoldClock } from './useHoldClock';
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
  const variables = useMemo(() => (key ? { code, key } : { code }), [code, key]);
  const { data, error, isPending } = useGetOrderQuery(variables, { enabled: remembered !== undefined });
  const order = data?.order;
  const now = useHoldClock(order?.payment_hold_until);
  const awaitingCard = Boolean(order && awaitsCardPayment({ ...order, status: orderStatusNumber(order.status) }, now));
  // The other ways to pay a card order: asked for with the order's page, so the page shows once, whole.
  const settingsQuery = useGetOrderSettingsQuery(undefined, { enabled: awaitingCard });

  useEffect(() => {
    if (data?.order) rememberOrder(queryClient, data);
  }, [data, queryClient]);

  const [methodChanged, setMethodChanged] = useState(false);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: getOrderQueryKey(variables) }), [queryClient, variables]);
  const changed = useCallback(
    (next: ChangedOrder) => {
      queryClient.setQueryData<GetOrderQuery>(getOrderQueryKey(variables), (current) => (current ? { ...current, order: next } : current));
      toast.success(t('order.card.changed', { email: next.customer.email }));
      setMethodChanged(true);
    },
    [queryClient, variables, t],
  );
  // The buttons pressed are gone with the card: the new way's instructions take the focus.
  useEffect(() => {
    if (!methodChanged || order?.payment_method === 'CARD') return;
    setMethodChanged(false);
    (document.getElementById('order-transfer-title') ?? document.getElementById('order-delivery-title'))?.focus();
  }, [methodChanged, order?.payment_method]);

  if (isPending || (awaitingCard && settingsQuery.isPending)) return <Spinner />;
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
          <p>{t(awaitingCard ? 'order.card.thankYouText' : 'order.thankYouText', { email: order.customer.email, code: order.code })}</p>
          <h2 className="order-code-title">{title}</h2>
        </header>
      ) : (
        <h1>{title}</h1>
      )}
      {order.payment_method === 'CARD' && (
        <CardPayment
          order={order}
          awaiting={awaitingCard}
          now={now}
          thankYou={thankYou}
          otherMethods={settingsQuery.data?.orderSettings.payment_methods.filter((method) => method !== 'CARD') ?? []}
          onChanged={changed}
          onRefused={refresh}
        />
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
