import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import {
  getAdminOrderCountriesQueryKey,
  getOrderCountriesQueryKey,
  useDeleteOrderCountryMutation,
  useGetAdminOrderCountriesQuery,
} from '../../../../generated/hooks';
import { formatPrice } from '../../../shared/catalog/price';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { OrderCountryForm } from './OrderCountryForm';
import type { AdminCountry } from './country-form';
import './orders.css';
import { TableHead } from '../kit/TableHead';

/** Prices of countries are written in RSD. */
const RSD = 'RSD';

/** /cms/order-countries: where the shop delivers and at what price; added, changed and deleted here. */
export default function OrderCountriesScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  useAdminTitle(t('menu.orderCountries'));
  const loaded = useGetAdminOrderCountriesQuery();
  const queryClient = useQueryClient();
  const remove = useDeleteOrderCountryMutation();
  /** 'new', a country's id, or null when no form is open. */
  const [editing, setEditing] = useState<string | null>(null);
  const countries = loaded.data?.orderCountries;
  const edited = countries?.find((country) => country.id === editing) ?? null;

  const onDelete = (country: AdminCountry) =>
    remove.mutate(
      { id: country.id },
      {
        onSuccess: ({ deleteOrderCountry }) => {
          if (!deleteOrderCountry.success) return;
          if (editing === country.id) setEditing(null);
          void queryClient.invalidateQueries({ queryKey: getAdminOrderCountriesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getOrderCountriesQueryKey() });
          toast.success(t('admin.orders.countries.deleted', { name: country.name }));
        },
      },
    );
  const refused = remove.data && !remove.data.deleteOrderCountry.success ? remove.data.deleteOrderCountry.error : null;

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.orderCountries')}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('admin.orders.countries.new')}
        </button>
      </div>
      {editing === 'new' && <OrderCountryForm key={`new-${lang}`} country={null} onDone={() => setEditing(null)} />}
      {edited && <OrderCountryForm key={`${edited.id}-${lang}`} country={edited} onDone={() => setEditing(null)} />}
      <ErrorBox error={remove.error} message={refused ?? undefined} />
      {loaded.isPending && <Spinner label={t('common.loading')} />}
      {loaded.isError && <ErrorBox error={loaded.error} />}
      {countries && countries.length === 0 && <p className="empty">{t('admin.orders.countries.empty')}</p>}
      {countries && countries.length > 0 && (
        <table className="admin-table">
          <TableHead columns={['name', 'code', 'price', 'freeOver', 'active', 'position', 'actions'] as const} label={(column) => t(`admin.orders.countries.column.${column}`)} />
          <tbody>
            {countries.map((country) => (
              <tr key={country.id}>
                <td data-label={t('admin.orders.countries.column.name')}>
                  <strong>{country.name}</strong>
                </td>
                <td data-label={t('admin.orders.countries.column.code')}>{country.code}</td>
                <td data-label={t('admin.orders.countries.column.price')}>
                  {formatPrice(country.delivery_price_rsd)} {RSD}
                </td>
                <td data-label={t('admin.orders.countries.column.freeOver')}>
                  {country.free_delivery_over_rsd == null ? t('admin.orders.countries.never') : `${formatPrice(country.free_delivery_over_rsd)} ${RSD}`}
                </td>
                <td data-label={t('admin.orders.countries.column.active')}>
                  {country.active ? t('products.status.active') : t('products.status.inactive')}
                </td>
                <td data-label={t('admin.orders.countries.column.position')}>{country.position}</td>
                <td data-label={t('admin.orders.countries.column.actions')}>
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="button"
                      onClick={() => setEditing(country.id)}
                      aria-label={t('admin.orders.countries.editTitle', { name: country.name })}
                    >
                      {t('admin.orders.edit')}
                    </button>
                    <ConfirmDelete
                      label={t('admin.orders.delete')}
                      name={t('admin.orders.countries.deleteLabel', { name: country.name })}
                      question={t('admin.orders.countries.deleteQuestion', { name: country.name })}
                      pending={remove.isPending}
                      onConfirm={() => onDelete(country)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
