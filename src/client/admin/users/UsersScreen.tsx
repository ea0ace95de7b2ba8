import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { UserProfileFragment } from '../../../../generated/client/graphql';
import { getUsersQueryKey, useBanUserMutation, useGetUsersQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { SearchForm } from '../kit/SearchForm';
import { ConfirmButton } from '../kit/ConfirmButton';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDateTime } from '../kit/admin-dates';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { BANNED_FILTERS, formatUserListQuery, parseUserListQuery, userLabels, userListVariables, type BannedFilter } from './user-list-query';
import './users.css';
import { TableHead } from '../kit/TableHead';

/** /cms/users: shoppers searched and paged, with their labels, banned and unbanned after a confirmation. */
export default function UsersScreen() {
  const t = useAdminT();
  const { query, change: onChange, hrefOf } = useListAddress(parseUserListQuery, formatUserListQuery);
  const users = useGetUsersQuery(userListVariables(query), { placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const ban = useBanUserMutation({
    onSuccess: ({ banUser }) => {
      toast.success(t(banUser.banned ? 'admin.users.bannedToast' : 'admin.users.unbannedToast', { name: fullName(banUser) }));
      void queryClient.invalidateQueries({ queryKey: getUsersQueryKey() });
    },
  });
  const onBan = (user: UserProfileFragment) => {
    const banned = !user.banned;
    ban.mutate({ id: user.id, banned });
  };
  const filtered = query.search !== '' || query.banned !== '';

  return (
    <ListScreen
      title={t('admin.users.title')}
      filters={
        <div className="admin-filters users-filters">
          <SearchForm id="users-search" label={t('admin.users.search')} value={query.search} onSearch={(text) => onChange({ search: text })} />
          <div className="admin-field">
            <label htmlFor="users-banned">{t('admin.users.filter')}</label>
            <select id="users-banned" value={query.banned} onChange={(event) => onChange({ banned: event.target.value as BannedFilter })}>
              {BANNED_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`admin.users.filter.${filter || 'all'}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
      request={users}
      page={users.data?.users}
      count={(total) => t('admin.users.count', { total })}
      empty={filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
      hrefOf={hrefOf}
      rows={(rows) => <UserTable users={rows} busyId={ban.isPending && ban.variables ? String(ban.variables.id) : undefined} onBan={onBan} />}
    >
      {ban.isError && <ErrorBox error={ban.error} />}
    </ListScreen>
  );
}

const fullName = (user: { name: string; lastname: string }) => `${user.name} ${user.lastname}`.trim();

function UserTable({ users, busyId, onBan }: { users: readonly UserProfileFragment[]; busyId: string | undefined; onBan: (user: UserProfileFragment) => void }) {
  const t = useAdminT();
  const { lang } = useSession();
  const columns = ['user', 'phone', 'city', 'orders', 'created', 'state', 'actions'] as const;
  return (
    <table className="admin-table">
      <TableHead columns={columns} label={(column) => t(`admin.users.column.${column}`)} />
      <tbody>
        {users.map((user) => {
          const labels = userLabels(user);
          return (
            <tr key={user.id}>
              <td>
                <strong>{fullName(user)}</strong>
                <br />
                <a href={`mailto:${user.email}`}>{user.email}</a>
              </td>
              <td data-label={t('admin.users.column.phone')}>{user.phone ?? '—'}</td>
              <td data-label={t('admin.users.column.city')}>{user.city ?? '—'}</td>
              <td data-label={t('admin.users.column.orders')}>{user.orders_count}</td>
              <td data-label={t('admin.users.column.created')}>{formatAdminDateTime(user.created_at, lang)}</td>
              <td data-label={t('admin.users.column.state')}>
                <span className="users-labels">
                  {labels.length === 0 ? (
                    <span className="admin-state admin-state-active">{t('admin.users.state.ok')}</span>
                  ) : (
                    labels.map((label) => (
                      <span key={label} className={`admin-state users-state-${label}`}>
                        {t(`admin.users.state.${label}`)}
                      </span>
                    ))
                  )}
                </span>
              </td>
              <td data-label={t('admin.users.column.actions')}>
                <ConfirmButton
                  label={busyId === user.id ? t('common.wait') : t(user.banned ? 'admin.users.unban' : 'admin.users.ban')}
                  name={t(user.banned ? 'admin.users.unbanLabel' : 'admin.users.banLabel', { name: fullName(user) })}
                  question={t(user.banned ? 'admin.users.unbanQuestion' : 'admin.users.banQuestion', { name: fullName(user), email: user.email })}
                  confirmLabel={t(user.banned ? 'admin.users.unbanConfirm' : 'admin.users.banConfirm')}
                  danger={!user.banned}
                  pending={busyId === user.id}
                  onConfirm={() => onBan(user)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
