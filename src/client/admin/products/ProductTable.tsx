import { Link } from '../../lib/navigation';
import type { ProductRowFragment } from '../../../../generated/client/graphql';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { TableHead } from '../kit/TableHead';

/** Prices are written and listed in RSD in the admin, whatever its language. */
const ADMIN_CURRENCY = 'RSD';

/** The product list's rows; on a phone each row is a card with its labels. */
export function ProductTable({ products }: { products: readonly ProductRowFragment[] }) {
  const t = useAdminT();
  const columns = ['product', 'code', 'price', 'stock', 'state', 'views', 'wishlist'] as const;
  return (
    <table className="admin-table">
      <TableHead columns={columns} label={(column) => t(`products.column.${column}`)} />
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td data-label={t('products.column.product')}>
              <Link to={productPath(product.id)} className="admin-product-cell">
                <Image image={product.image} alt={product.name} size="sm" className="admin-thumb" />
                <span>{product.name}</span>
              </Link>
            </td>
            <td data-label={t('products.column.code')}>{product.code}</td>
            <td data-label={t('products.column.price')}>
              <Price price={product.price_rsd} discountPrice={product.discount_price_rsd} currency={ADMIN_CURRENCY} />
            </td>
            <td data-label={t('products.column.stock')}>{product.stock}</td>
            <td data-label={t('products.column.state')}>
              <span className={`admin-state admin-state-${product.state.toLowerCase()}`}>{t(`state.${product.state}`)}</span>
            </td>
            <td data-label={t('products.column.views')}>{product.products_views}</td>
            <td data-label={t('products.column.wishlist')}>{product.wishlist_added}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
