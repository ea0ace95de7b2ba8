import type { AdministratorItemFragment } from '../../../../generated/client/graphql';
import {
  getAdministratorsQueryKey,
  useCreateAdministratorMutation,
  useDeleteAdministratorMutation,
  useGetAdministratorsQuery,
  useGetCurrentAdministratorQuery,
} from '../../../../generated/hooks';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { useAdminT } from '../i18n/useAdminT';
import { useSession } from '../../lib/session/useSession';
import { formatDateTime } from '../../../shared/i18n/dates';
import { useAdminTitle } from '../kit/useAdminTitle';
import { isEmail } from '../../../shared/rules/email';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import './administrators.css';

/** /cms/administrators: who may sign in to the admin; add one, delete any but yourself. */
export default function AdministratorsScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.administrators.title'));
  const admins = useGetAdministratorsQuery();
  const me = useGetCurrentAdministratorQuery();
  const myId = me.data?.currentAdministrator?.id ?? null;
  const list = admins.data?.administrators;

  return (
    <section className="admin-screen administrators-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.administrators.title')}</h1>
      </div>
      {admins.isError && <ErrorBox error={admins.error} />}
      {admins.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <>
          <p className="admin-count" role="status">
            {t('admin.administrators.count', { total: list.length })}
          </p>
          {list.length === 0 ? (
            <p className="empty">{t('admin.administrators.empty')}</p>
          ) : (
            <ul className="administrators-list">
              {list.map((admin) => (
                <AdministratorRow key={admin.id} admin={admin} isMe={admin.id === myId} />
              ))}
            </ul>
          )}
        </>
      )}
      <CreateAdministratorForm />
    </section>
  );
}

function AdministratorRow({ admin, isMe }: { admin: AdministratorItemFragment; isMe: boolean }) {
  const t = useAdminT();
  const remove = useEntityDelete({
    id: admin.id,
    mutation: useDeleteAdministratorMutation(),
    outcome: ({ deleteAdministrator }) => deleteAdministrator,
    invalidate: [getAdministratorsQueryKey()],
    deletedMessage: t('admin.administrators.deleted', { name: admin.name }),
  });
  const { lang } = useSession();
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, lang) : t('admin.administrators.never'));
  return (
    <li className="administrators-row">
      <div>
        <strong>{admin.name}</strong>
        {isMe && <span className="administrators-me"> {t('admin.administrators.you')}</span>}
        <div>{admin.email}</div>
        <small className="admin-hint">
          {t('admin.administrators.lastLogin', { when: when(admin.last_login_at) })} · {t('admin.administrators.created', { when: when(admin.created_at) })}
        </small>
      </div>
      {isMe ? (
        <p className="admin-hint administrators-self">{t('admin.administrators.cannotDeleteSelf')}</p>
      ) : (
        <ConfirmDelete
          label={t('admin.administrators.delete', { name: admin.name })}
          question={t('admin.administrators.deleteQuestion', { name: admin.name, email: admin.email })}
          {...remove}
        />
      )}
    </li>
  );
}

const EMPTY = { name: '', email: '', password: '' };

function CreateAdministratorForm() {
  const t = useAdminT();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: EMPTY,
    mutation: useCreateAdministratorMutation(),
    check: (values: typeof EMPTY) => {
      const problems: Record<string, string> = {};
      if (!values.name.trim()) problems['name'] = 'admin.administrators.error.name';
      if (!isEmail(values.email.trim())) problems['email'] = 'rule.invalidEmail';
      if (values.password.length < MIN_PASSWORD_LENGTH) problems['password'] = 'rule.passwordTooShort';
      return problems;
    },
    toVariables: (values) => ({ name: values.name.trim(), email: values.email.trim(), password: values.password }),
    serverFields: ['name', 'email', 'password'],
    invalidate: [getAdministratorsQueryKey()],
    savedMessage: ({ createAdministrator }) => t('admin.administrators.createdToast', { name: createAdministrator.name }),
    clearAfterSave: true,
  });

  const field = (key: keyof typeof EMPTY, type: string, label: string, hint?: string) => {
    const id = `admin-new-${key}`;
    return (
      <Field id={id} label={label} error={errors[key]} hint={hint} required>
        <input
          {...fieldA11y(id, errors[key], hint)}
          type={type}
          autoComplete={key === 'password' ? 'new-password' : 'off'}
          value={values[key]}
          onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        />
      </Field>
    );
  };

  return (
    <form className="admin-form administrators-form" onSubmit={onSubmit} noValidate aria-labelledby="admin-new-title">
      <h2 id="admin-new-title">{t('admin.administrators.new')}</h2>
      {field('name', 'text', t('admin.administrators.field.name'))}
      {field('email', 'email', t('admin.administrators.field.email'))}
      {field('password', 'password', t('admin.administrators.field.password'), t('form.passwordHint'))}
      <ErrorBox error={general} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.administrators.create')}
        </button>
      </div>
    </form>
  );
}
