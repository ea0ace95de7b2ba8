import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getOrderQueryOptions } from '../../../../generated/hooks';
import { useNavigate } from '../../lib/navigation';
import { splitServerErrors } from '../../lib/server-errors';
import { useSession } from '../../lib/session/useSession';
import { pathFor } from '../../../shared/routing/build-path';
import { isEmail } from '../../../shared/rules/email';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useT } from './messages';
import { rememberOrder } from './remembered-key';
import { normalizeOrderCode } from '../../../shared/orders/order-code';

const FIELDS = ['code', 'email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Asks for an order's code and the e-mail it was placed with, and opens its status page. The e-mail
 * is sent in the request, never put in the address; the page then opens by the order's key, which
 * this tab remembers. What was typed stays when nothing is found, with one message whether the code
 * or the e-mail was wrong.
 */
export function OrderLookupForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ code: initialCode, email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notFound, setNotFound] = useState(false);
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusPending, setFocusPending] = useState(false);

  useEffect(() => {
    if (!focusPending) return;
    setFocusPending(false);
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusPending]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = normalizeOrderCode(values.code);
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!code) found.code = t('order.codeRequired');
    if (!email) found.email = t('form.required');
    else if (!isEmail(email)) found.email = t('rule.invalidEmail');
    setErrors(found);
    setNotFound(false);
    setGeneral('');
    if (Object.keys(found).length > 0) {
      setFocusPending(true);
      return;
    }
    setBusy(true);
    try {
      // Kept only while it is used: the answer is cached again under the order's key.
      const answer = await queryClient.fetchQuery(getOrderQueryOptions({ code, email }, { staleTime: 0, gcTime: 0 }));
      if (!answer.order) {
        setNotFound(true);
        return;
      }
      rememberOrder(queryClient, answer);
      navigate(pathFor('order', lang, { code: answer.order.code }));
    } catch (error) {
      const server = splitServerErrors(error, FIELDS);
      setErrors(server.fields);
      setGeneral(server.general);
      setFocusPending(Object.keys(server.fields).length > 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="order-lookup" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('order.lookup')}</h2>
      <FormField id={`${id}-code`} label={t('order.code')} required error={errors.code} hint={t('order.lookupHint')}>
        {(control) => (
          <input
            {...control}
            name="code"
            value={values.code}
            onChange={(event) => change('code', event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="order-lookup-code"
          />
        )}
      </FormField>
      <FormField id={`${id}-email`} label={t('order.email')} required error={errors.email} hint={t('order.emailHint')}>
        {(control) => (
          <input {...control} name="email" type="email" value={values.email} onChange={(event) => change('email', event.target.value)} autoComplete="email" />
        )}
      </FormField>
      {notFound && (
        <p className="order-not-found" role="alert">
          {t('order.notFound')}
        </p>
      )}
      <ErrorBox message={general} />
      <SubmitButton busy={busy} label={t('order.show')} busyLabel={t('order.searching')} />
    </form>
  );
}
