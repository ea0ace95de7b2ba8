import { Link } from '../../lib/navigation';
import { useGetOrderQuery } from '../../../../generated/hooks';
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
import { THANK_YOU_SEGMENT, isThankYouSegment, normalizeOrderCode } from './thank-you';
import './order.css';

/** The order status page (spec §2 porudzbina / order): a code form, or the order with that code; after checkout, a thank-you first. */
export default function OrderPage() {
  const t = useT();
  const match = useRouteMatch();
  const params = match.kind === 'static' ? match.params : {};
  const code = typeof params.code === 'string' ? normalizeOrderCode(params.code) : '';
  useSeo({ title: code ? t('order.titleOf', { code }) : t('order.title'), description: t('order.description') });
  useAlternateParams(byLang((lang) => ({ thankYou: THANK_YOU_SEGMENT[lang] })));

  return (
    <div className="order-page">
      {code ? (
        <OrderStatusView key={code} code={code} thankYou={isThankYouSegment(params.thankYou)} />
      ) : (
        <>
          <h1>{t('order.title')}</h1>
          <OrderLookupForm />
        </>
      )}
    </div>
  );
}

function OrderStatusView({ code, thankYou }: { code: string; thankYou: boolean }) {
  const t = useT();
  const { lang } = useSession();
  const { data, error, isPending } = useGetOrderQuery({ code });

  if (isPending) return <Spinner />;
  const order = data?.order;
  if (error || !order) {
    return (
      <>
        <h1>{t('order.title')}</h1>
        {error ? (
          <ErrorBox error={error} />
        ) : (
          <p className="order-not-found" role="alert">
            {t('order.notFound', { code })}
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
      <OrderDetails order={order} bankAccount={data.orderSettings.bank_account} />
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
