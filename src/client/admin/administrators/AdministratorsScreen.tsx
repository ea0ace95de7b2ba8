import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
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
import { useAdminTitle } from '../kit/useAdminTitle';
import { isEmail } from '../kit/email';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
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
  const queryClient = useQueryClient();
  const remove = useDeleteAdministratorMutation();
  const locale = t('admin.administrators.locale');
  const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(locale) : t('admin.administrators.never'));
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
          pending={remove.isPending}
          error={remove.error}
          refusal={remove.data?.deleteAdministrator.success === false ? remove.data.deleteAdministrator.error : null}
          onConfirm={() =>
            remove.mutate(
              { id: admin.id },
              {
                onSuccess: ({ deleteAdministrator }) => {
                  if (!deleteAdministrator.success) return;
                  toast.success(t('admin.administrators.deleted', { name: admin.name }));
                  void queryClient.invalidateQueries({ queryKey: getAdministratorsQueryKey() });
                },
              },
            )
          }
        />
      )}
    </li>
  );
}

const EMPTY = { name: '', email: '', password: '' };

function CreateAdministratorForm() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const create = useCreateAdministratorMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<unknown>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems['name'] = t('admin.administrators.error.name');
    if (!isEmail(values.email.trim())) problems['email'] = t('admin.administrators.error.email');
    if (values.password.length < MIN_PASSWORD_LENGTH) problems['password'] = t('admin.administrators.error.password', { min: MIN_PASSWORD_LENGTH });
    setErrors(problems);
    setGeneral(null);
    if (Object.keys(problems).length > 0) return;
    create.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ createAdministrator }) => {
          toast.success(t('admin.administrators.createdToast', { name: createAdministrator.name }));
          setValues(EMPTY);
          void queryClient.invalidateQueries({ queryKey: getAdministratorsQueryKey() });
        },
        onError: (error) => {
          const split = splitServerErrors(error, ['name', 'email', 'password']);
          setErrors(split.fields);
          setGeneral(split.general);
        },
      },
    );
  };

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
      {field('password', 'password', t('admin.administrators.field.password'), t('admin.administrators.passwordHint', { min: MIN_PASSWORD_LENGTH }))}
      <ErrorBox error={general} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? t('common.saving') : t('admin.administrators.create')}
        </button>
      </div>
    </form>
  );
}
