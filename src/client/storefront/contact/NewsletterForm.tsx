import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useSubscribeNewsletterMutation } from '../../../../generated/hooks';
import { useT } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { SubmitButton } from '../../ui/SubmitButton';
import { TextField } from '../../ui/TextField';
import { emailError } from './contact-validation';

/** The newsletter signup: one e-mail address. */
export function NewsletterForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const subscribe = useSubscribeNewsletterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const problem = emailError(email);
    setError(problem);
    setFailure(null);
    if (problem) {
      document.getElementById('newsletter-email')?.focus();
      return;
    }
    try {
      const { subscribeNewsletter } = await subscribe.mutateAsync({ email: email.trim() });
      if (!subscribeNewsletter.success) {
        setFailure(subscribeNewsletter.error || t('form.fixErrors'));
        return;
      }
      toast.success(t('contact.subscribed'));
      setEmail('');
    } catch (caught) {
      setFailure(caught);
    }
  };

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('contact.newsletterTitle')}</h2>
      <p>{t('contact.newsletterText')}</p>
      {failure != null && <ErrorBox error={failure} />}
      <TextField
        id="newsletter-email"
        label={t('contact.newsletterEmail')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        required
        type="email"
        autoComplete="email"
        error={error && t(error)}
      />
      <SubmitButton busy={subscribe.isPending} label={t('contact.subscribe')} busyLabel={t('contact.sending')} />
    </form>
  );
}
