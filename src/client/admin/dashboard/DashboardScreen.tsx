import { Link } from '../../lib/navigation';
import { useGetDashboardQuery } from '../../../../generated/hooks';
import { formatPrice } from '../../../shared/catalog/price';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';

/** Revenue is kept in RSD whatever the admin's language (the schema's revenue_today). */
const REVENUE_CURRENCY = 'RSD';

/** /cms/dashboard: today's orders and revenue, orders in process, visitors now, the most viewed products. */
export default function DashboardScreen() {
  const t = useAdminT();
  useAdminTitle(t('dashboard.title'));
  const dashboard = useGetDashboardQuery();

  return (
    <section className="admin-screen">
      <h1>{t('dashboard.title')}</h1>
      {dashboard.isPending && <Spinner label={t('common.loading')} />}
      {dashboard.isError && <ErrorBox error={dashboard.error} />}
      {dashboard.data && (
        <>
          <dl className="admin-figures">
            <div>
              <dt>{t('dashboard.ordersToday')}</dt>
              <dd>{dashboard.data.dashboard.orders_today}</dd>
            </div>
            <div>
              <dt>{t('dashboard.revenueToday')}</dt>
              <dd>
                {formatPrice(dashboard.data.dashboard.revenue_today)} {REVENUE_CURRENCY}
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.ordersInProcess')}</dt>
              <dd>{dashboard.data.dashboard.orders_in_process}</dd>
            </div>
            <div>
              <dt>{t('dashboard.visitorsNow')}</dt>
              <dd>{dashboard.data.dashboard.visitors_now}</dd>
            </div>
          </dl>
          <h2>{t('dashboard.topProducts')}</h2>
          {dashboard.data.dashboard.top_products.length === 0 ? (
            <p className="empty">{t('dashboard.noTopProducts')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('products.column.product')}</th>
                  <th scope="col">{t('products.column.views')}</th>
                  <th scope="col">{t('dashboard.ordered')}</th>
                  <th scope="col">{t('products.column.stock')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.data.dashboard.top_products.map(({ product, views, ordered }) => (
                  <tr key={product.id}>
                    <td data-label={t('products.column.product')}>
                      <Link to={productPath(product.id)} className="admin-product-cell">
                        <Image image={product.image} alt={product.name} size="sm" className="admin-thumb" />
                        <span>{product.name}</span>
                      </Link>
                    </td>
                    <td data-label={t('products.column.views')}>{views}</td>
                    <td data-label={t('dashboard.ordered')}>{ordered}</td>
                    <td data-label={t('products.column.stock')}>{product.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
