import type { GroupCampaignFieldsFragment, GroupFieldsFragment } from '../../../../generated/client/graphql';
import { getGroupsQueryKey, useCreateGroupCampaignMutation, useDeleteGroupCampaignMutation } from '../../../../generated/hooks';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { useSession } from '../../lib/session/useSession';
import { formatDate } from '../../../shared/i18n/dates';
import { checkRequired } from '../kit/catalog-texts';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { TableHead } from '../kit/TableHead';

/** A group's campaigns with what each brought (views, wishlist adds), a form for a new one, and deletion. */
export function GroupCampaigns({ group }: { group: GroupFieldsFragment }) {
  const t = useAdminT();
  const columns = ['code', 'description', 'created', 'views', 'wishlist', 'actions'] as const;
  return (
    <section className="catalog-panel" aria-labelledby="group-campaigns-title">
      <h2 id="group-campaigns-title">{t('admin.catalog.campaigns.title')}</h2>
      <p className="admin-hint">{t('admin.catalog.campaigns.hint')}</p>
      <NewCampaignForm groupId={group.id} />
      {group.campaigns.length === 0 ? (
        <p className="empty">{t('admin.catalog.campaigns.empty')}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.catalog.campaigns.title')}</caption>
          <TableHead columns={columns} label={(column) => t(`admin.catalog.campaigns.column.${column}`)} />
          <tbody>
            {group.campaigns.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CampaignRow({ campaign }: { campaign: GroupCampaignFieldsFragment }) {
  const t = useAdminT();
  const { lang } = useSession();
  const remove = useEntityDelete({
    id: campaign.id,
    mutation: useDeleteGroupCampaignMutation(),
    outcome: ({ deleteGroupCampaign }) => deleteGroupCampaign,
    invalidate: [getGroupsQueryKey()],
    deletedMessage: t('admin.catalog.campaign.deleted', { code: campaign.code }),
  });
  return (
    <tr>
      <td data-label={t('admin.catalog.campaigns.column.code')}>
        <code>{campaign.code}</code>
      </td>
      <td data-label={t('admin.catalog.campaigns.column.description')}>{campaign.description ?? '—'}</td>
      <td data-label={t('admin.catalog.campaigns.column.created')}>{formatDate(campaign.created_at, lang)}</td>
      <td data-label={t('admin.catalog.campaigns.column.views')}>{campaign.products_views}</td>
      <td data-label={t('admin.catalog.campaigns.column.wishlist')}>{campaign.wishlist_added}</td>
      <td data-label={t('admin.catalog.campaigns.column.actions')}>
        <ConfirmDelete
          className="catalog-row-actions"
          label={t('admin.catalog.campaign.delete', { code: campaign.code })}
          question={t('admin.catalog.campaign.deleteQuestion', { code: campaign.code })}
          {...remove}
        />
      </td>
    </tr>
  );
}

/** CreateGroupCampaign: the group is this one; the code is required (spec §5) and checked before sending. */
function NewCampaignForm({ groupId }: { groupId: string }) {
  const t = useAdminT();
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial: { code: '', description: '' },
    mutation: useCreateGroupCampaignMutation(),
    check: (values: { code: string; description: string }) => checkRequired(values, ['code']),
    toVariables: (values) => ({ group_id: groupId, code: values.code.trim(), description: values.description.trim() || null }),
    serverFields: ['code', 'description'],
    invalidate: [getGroupsQueryKey()],
    savedMessage: ({ createGroupCampaign }) => t('admin.catalog.campaign.created', { code: createGroupCampaign.code }),
    clearAfterSave: true,
  });
  const codeHint = t('admin.catalog.campaign.codeHint');
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={t('admin.catalog.campaign.new')}>
      <FormProblems invalid={invalid} general={general} />
      <div className="catalog-inline-form">
        <Field id="campaign-code" label={t('admin.catalog.campaign.code')} error={errors['code']} hint={codeHint} required>
          <input
            {...fieldA11y('campaign-code', errors['code'], codeHint)}
            type="text"
            value={values.code}
            onChange={(event) => setValues({ ...values, code: event.target.value })}
          />
        </Field>
        <Field id="campaign-description" label={t('admin.catalog.campaign.description')} error={errors['description']}>
          <input
            {...fieldA11y('campaign-description', errors['description'])}
            type="text"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </Field>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.catalog.campaign.create')}
        </button>
      </div>
    </form>
  );
}
