import { Link, useLocation } from '../../lib/navigation';
import { useGetMyOrdersQuery } from '../../../../generated/hooks';
import { formatShopQuery, pageFromQuery } from '../../../shared/catalog/filter-query';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { PrevNextPager } from '../../ui/PrevNextPager';
import { Spinner } from '../../ui/Spinner';
import { OrderList } from './OrderList';
import { RequireUser } from './RequireUser';
import { UserNav } from './UserNav';
import './user.css';

/** Orders on one page of the list (the schema's default). */
export const USER_ORDERS_PER_PAGE = 10;

function MyOrders() {
  const t = useT();
  const { lang } = useSession();
  const { pathname, search } = useLocation();
  const page = pageFromQuery(search, lang);
  const { data, error, isPending } = useGetMyOrdersQuery({ page, first: USER_ORDERS_PER_PAGE });

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  const { data: orders, paginatorInfo } = data.myOrders;
  if (orders.length === 0 && page === 1) {
    return (
      <div className="empty">
        <p>{t('user.orders.empty')}</p>
        <Link className="button button-primary" to={pathFor('shop', lang)}>
          {t('user.orders.shop')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <OrderList orders={orders} />
      <PrevNextPager
        current={paginatorInfo.currentPage}
        last={paginatorInfo.lastPage}
        hrefFor={(target) => pathname + formatShopQuery({ page: target }, lang)}
        label={t('user.orders.pages')}
      />
    </>
  );
}

/** korisnik/porudzbine: the signed-in shopper's orders, newest first, each linking to its status page. */
export default function UserOrdersPage() {
  const t = useT();
  useSeo({ title: t('user.orders.title'), description: t('user.orders.description') });
  return (
    <div className="user-page">
      <h1>{t('user.orders.title')}</h1>
      <RequireUser>
        {() => (
          <>
            <UserNav />
            <MyOrders />
          </>
        )}
      </RequireUser>
    </div>
  );
}
