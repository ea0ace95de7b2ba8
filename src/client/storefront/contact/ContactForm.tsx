import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useSendContactMessageMutation } from '../../../../generated/hooks';
import { useT } from './messages';
import { splitServerErrors } from '../../lib/server-errors';
import { ErrorBox } from '../../ui/ErrorBox';
import { SubmitButton } from '../../ui/SubmitButton';
import { TextField } from '../../ui/TextField';
import {
  EMPTY_CONTACT,
  contactVariables,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from './contact-validation';

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** The contact form: checked here first, then sent; what was typed stays until the shop has it. */
export function ContactForm() {
  const t = useT();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  /** Message keys of our own checks. */
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  /** The server's own (already translated) refusals by field. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const send = useSendContactMessageMutation();

  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next try.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: ContactField) => (errors[field] ? t(errors[field]) : serverErrors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      const { sendContactMessage } = await send.mutateAsync(contactVariables(values));
      if (!sendContactMessage.success) {
        setFailure(sendContactMessage.error || t('form.fixErrors'));
        return;
      }
      toast.success(t('contact.sent'));
      setValues(EMPTY_CONTACT);
    } catch (error) {
      const server = splitServerErrors(error, FIELDS);
      setServerErrors(server.fields);
      setFailure(server.general || t('form.fixErrors'));
    }
  };

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <p className="form-note">{t('form.requiredNote')}</p>
      {failure != null && <ErrorBox error={failure} />}
      <TextField id="contact-name" label={t('contact.name')} value={values.name} onChange={set('name')} required error={errorOf('name')} autoComplete="name" />
      <TextField
        id="contact-email"
        label={t('contact.emailField')}
        value={values.email}
        onChange={set('email')}
        required
        type="email"
        error={errorOf('email')}
        autoComplete="email"
      />
      <TextField id="contact-phone" label={t('contact.phoneField')} value={values.phone} onChange={set('phone')} type="tel" error={errorOf('phone')} autoComplete="tel" />
      <TextField id="contact-message" label={t('contact.message')} value={values.message} onChange={set('message')} required multiline error={errorOf('message')} />
      <SubmitButton busy={send.isPending} label={t('contact.send')} busyLabel={t('contact.sending')} />
    </form>
  );
}
