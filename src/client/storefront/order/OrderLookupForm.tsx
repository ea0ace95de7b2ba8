import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { RequiredMark } from '../../ui/FormField';
import { normalizeOrderCode } from './thank-you';

/** Asks for an order code and opens its status page; the code typed stays when it is not found. */
export function OrderLookupForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState(initialCode);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeOrderCode(typed);
    setMissing(code === '');
    if (code !== '') navigate(pathFor('order', lang, { code }));
  };

  return (
    <form className="order-lookup" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('order.lookup')}</h2>
      <div className="form-field-label">
        <label htmlFor={id}>{t('order.code')}</label>
        <RequiredMark />
      </div>
      <div className="order-lookup-row">
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={missing}
          aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className="button button-primary">
          {t('order.show')}
        </button>
      </div>
      <p id={`${id}-hint`} className="form-hint">
        {t('order.lookupHint')}
      </p>
      {missing && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t('order.codeRequired')}
        </p>
      )}
    </form>
  );
}
