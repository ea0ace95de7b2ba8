import { Link, useParams } from '../../lib/navigation';
import { useGetGroupsQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { groupsPath } from '../kit/catalog-paths';
import { GroupCampaigns } from './GroupCampaigns';
import { GroupForm, groupToForm } from './GroupForm';
import '../kit/catalog.css';

/** /cms/groups/<id>: a group's name, description, position and filters, and its campaigns. */
export default function GroupEditScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = '' } = useParams();
  const groups = useGetGroupsQuery({});
  const group = groups.data?.groups.find((candidate) => candidate.id === id) ?? null;
  useAdminTitle(group?.name ?? t('menu.groups'));

  let body;
  if (groups.isPending) body = <Spinner label={t('common.loading')} />;
  else if (groups.isError) body = <ErrorBox error={groups.error} />;
  else if (!group) body = <p className="empty">{t('admin.catalog.group.notFound')}</p>;
  else
    body = (
      <>
        <GroupForm key={`${group.id}-${lang}`} group={group} initial={groupToForm(group, lang)} />
        <GroupCampaigns group={group} />
      </>
    );

  return (
    <section className="admin-screen">
      <p className="admin-back">
        <Link to={groupsPath()}>{t('admin.catalog.group.backToList')}</Link>
      </p>
      <h1>{group?.name || t('menu.groups')}</h1>
      {body}
    </section>
  );
}
