import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { BannerAdminFragment, BannerPosition } from '../../../../generated/client/graphql';
import { useGetBannersWithPaginationQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { formatDateTime } from '../../../shared/i18n/dates';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { BANNER_POSITIONS, BannerForm, bannerToForm, emptyBannerForm } from './BannerForm';
import { formatSearchPage, parseSearchPage, type SearchPageQuery } from '../kit/list-query';
import { SearchForm } from '../kit/SearchForm';
import '../kit/catalog.css';
import { TableHead } from '../kit/TableHead';

/** Banners per page of the admin's list. */
export const BANNERS_PER_PAGE = 20;

const isPosition = (value: string | null): value is BannerPosition => BANNER_POSITIONS.includes(value as BannerPosition);

/** The list's search, position and page in the query string. */
function parseBannerList(search: string): SearchPageQuery & { position: BannerPosition | null } {
  const position = new URLSearchParams(search).get('position');
  return { ...parseSearchPage(search), position: isPosition(position) ? position : null };
}

function formatBannerList(query: SearchPageQuery & { position: BannerPosition | null }): string {
  return formatSearchPage(query, { position: query.position ?? '' });
}

/** /cms/banners: every banner by position, searched and paged from the query string, created and edited in place. */
export default function BannersScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { query, change, hrefOf } = useListAddress(parseBannerList, formatBannerList);
  const { position } = query;
  const banners = useGetBannersWithPaginationQuery(
    { page: query.page, first: BANNERS_PER_PAGE, search: query.search || null, position },
    { placeholderData: keepPreviousData },
  );
  /** The banner being edited, 'new' for a new one, null when the form is closed. */
  const [editing, setEditing] = useState<BannerAdminFragment | 'new' | null>(null);
  const columns = ['banner', 'position', 'state', 'window', 'views', 'clicks', 'actions'] as const;
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, lang) : '—');

  return (
    <ListScreen
      title={t('menu.banners')}
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} aria-expanded={editing === 'new'}>
          {t('admin.catalog.banner.new')}
        </button>
      }
      filters={
        <>
          {editing && (
            <div className="catalog-panel">
              <h2>{editing === 'new' ? t('admin.catalog.banner.new') : editing.name}</h2>
              <BannerForm
                key={`${editing === 'new' ? 'new' : editing.id}-${lang}`}
                banner={editing === 'new' ? null : editing}
                initial={editing === 'new' ? emptyBannerForm(position ?? undefined) : bannerToForm(editing, lang)}
                onDone={() => setEditing(null)}
              />
            </div>
          )}
          <div className="admin-filters">
            <SearchForm
              id="banners-search"
              label={t('admin.catalog.banners.search')}
              value={query.search}
              onSearch={(text) => change({ search: text })}
            />
            <div className="admin-field">
              <label htmlFor="banners-position">{t('admin.catalog.banner.position')}</label>
              <select id="banners-position" value={position ?? ''} onChange={(event) => change({ position: isPosition(event.target.value) ? event.target.value : null })}>
                <option value="">{t('admin.catalog.banners.allPositions')}</option>
                {BANNER_POSITIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.catalog.banner.position.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      }
      request={banners}
      page={banners.data?.bannersWithPagination}
      count={(total) => t('admin.catalog.banners.count', { total })}
      empty={query.search || position ? t('admin.catalog.banners.emptySearch') : t('admin.catalog.banners.empty')}
      hrefOf={hrefOf}
      rows={(rows) => (
        <table className="admin-table">
          <TableHead columns={columns} label={(column) => t(`admin.catalog.banners.column.${column}`)} />
          <tbody>
            {rows.map((banner) => (
              <tr key={banner.id}>
                <td data-label={t('admin.catalog.banners.column.banner')}>
                  <span className="admin-product-cell">
                    <Image image={banner.image} alt={banner.name} size="sm" className="admin-thumb" />
                    <span>{banner.name}</span>
                  </span>
                </td>
                <td data-label={t('admin.catalog.banners.column.position')}>
                  {t(`admin.catalog.banner.position.${banner.position}`)} · {banner.sort}
                </td>
                <td data-label={t('admin.catalog.banners.column.state')}>
                  <span className={`admin-state admin-state-${banner.state.toLowerCase()}`}>{t(`state.${banner.state}`)}</span>
                </td>
                <td data-label={t('admin.catalog.banners.column.window')}>
                  {when(banner.active_from)} – {when(banner.active_to)}
                </td>
                <td data-label={t('admin.catalog.banners.column.views')}>{banner.views}</td>
                <td data-label={t('admin.catalog.banners.column.clicks')}>{banner.clicks}</td>
                <td data-label={t('admin.catalog.banners.column.actions')}>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setEditing(banner);
                      window.scrollTo?.(0, 0);
                    }}
                    aria-label={t('admin.catalog.banner.edit', { name: banner.name })}
                  >
                    {t('admin.catalog.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
