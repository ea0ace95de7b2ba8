import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from '../../lib/navigation';
import { useUserPasswordResetMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
// This form also shows the shopper's forms' shared texts (account.field.*).
import '../../ui/account/messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { splitServerErrors } from '../../lib/server-errors';
import { useAccountSession } from '../../lib/account/useAccountSession';
import { AccountForm } from '../../ui/account/AccountForm';
import { NewPasswordFields } from '../../ui/account/NewPasswordFields';
import { useFormState } from '../../ui/account/useFormState';
import { checkNewPassword } from '../../ui/account/validation';
import './account.css';

const FIELDS = ['password', 'token'] as const;

function useResetToken(): string {
  const match = useRouteMatch();
  const token = match.kind === 'static' ? match.params.token : undefined;
  return typeof token === 'string' ? token : '';
}

/** nalog/resetuj/:token: a new password twice; the link works once and for an hour. */
export default function PasswordResetPage() {
  const t = useT();
  const { lang } = useSession();
  const token = useResetToken();
  const navigate = useNavigate();
  const { signOut } = useAccountSession();
  const reset = useUserPasswordResetMutation();
  const form = useFormState({ password: '', confirmation: '' });
  const [linkProblem, setLinkProblem] = useState('');
  useSeo({ title: t('account.reset.title'), description: t('account.reset.description') });

  const submit = () => {
    const { password, confirmation } = form.values;
    setLinkProblem('');
    if (!form.passes(checkNewPassword(password, confirmation))) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The server has signed this account out everywhere, this browser included.
          signOut();
          toast.success(t('account.reset.success'));
          void navigate(pathFor('login', lang), { replace: true });
        },
        onError: (error) => {
          const { fields, general: rest } = splitServerErrors(error, FIELDS);
          const { token: tokenProblem, ...formFields } = fields;
          form.showErrors(formFields);
          setLinkProblem(tokenProblem ?? '');
          form.setGeneral(rest);
        },
      },
    );
  };

  return (
    <div className="account-page">
      <h1>{t('account.reset.title')}</h1>
      <AccountForm form={form} onSubmit={submit} busy={reset.isPending} submitLabel={t('account.reset.submit')}>
        <NewPasswordFields label={t('account.field.newPassword')} password={form.bind('password')} confirmation={form.bind('confirmation')} />
        {linkProblem && (
          <div className="account-link-problem">
            <ErrorBox message={linkProblem} />
            <p>
              <Link to={pathFor('password', lang)}>{t('account.reset.requestNew')}</Link>
            </p>
          </div>
        )}
      </AccountForm>
    </div>
  );
}
