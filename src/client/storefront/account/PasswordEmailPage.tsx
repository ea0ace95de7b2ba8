import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link } from '../../lib/navigation';
import { useUserPasswordEmailMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { AccountForm } from '../../ui/account/AccountForm';
import { EmailField } from './EmailField';
import { useFormState } from '../../ui/account/useFormState';
import { checkEmail } from '../../ui/account/validation';
import './account.css';

const FIELDS = ['email'] as const;

/**
 * nalog/lozinka: asks for a reset link. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who shops here.
 */
export default function PasswordEmailPage() {
  const t = useT();
  const { lang } = useSession();
  const request = useUserPasswordEmailMutation();
  const form = useFormState({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  useSeo({ title: t('account.password.title'), description: t('account.password.description') });

  const submit = () => {
    const email = form.values.email.trim();
    if (!form.passes({ email: checkEmail(email) })) return;
    request.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          toast.success(t('account.password.sentToast'));
        },
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    );
  };

  return (
    <div className="account-page">
      <h1>{t('account.password.title')}</h1>
      {sentTo !== null ? (
        <p className="account-confirmation" role="status">
          {t('account.password.sent', { email: sentTo })}
        </p>
      ) : (
        <AccountForm form={form} onSubmit={submit} busy={request.isPending} submitLabel={t('account.password.submit')}>
          <p>{t('account.password.intro')}</p>
          <EmailField {...form.bind('email')} />
        </AccountForm>
      )}
      <div className="account-links">
        <p>
          <Link to={pathFor('login', lang)}>{t('account.password.back')}</Link>
        </p>
      </div>
    </div>
  );
}
