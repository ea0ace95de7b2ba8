import { useId, useState, type ReactNode } from 'react';
import { useAdminT } from '../i18n/useAdminT';
import { DragHandle } from '../kit/sortable/DragHandle';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { useSortableItem } from '../kit/sortable/useSortableItem';
import { shift, type Pick } from './block-form';

interface Props {
  label: string;
  picks: Pick[];
  /** Records that can be added; the chosen ones are left out. */
  options: Pick[];
  error?: string | undefined;
  onChange(picks: Pick[]): void;
  /** Replaces the select of options, for long lists searched instead (products). */
  finder?: ReactNode;
}

/** An ordered list of chosen records, each dragged into place (pointer, touch or keyboard) or moved with ↑ ↓, removable, and a select to add one more. */
export function PickList({ label, picks, options, error, onChange, finder }: Props) {
  const t = useAdminT();
  const id = useId();
  const [adding, setAdding] = useState('');
  const chosen = new Set(picks.map((pick) => pick.id));
  const available = options.filter((option) => !chosen.has(option.id));

  return (
    <fieldset className="admin-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {error && (
        <p id={`${id}-error`} className="admin-field-error" role="alert">
          {error}
        </p>
      )}
      {picks.length === 0 ? (
        <p className="empty">{t('admin.pages.blocks.noPicks')}</p>
      ) : (
        <SortableGroup ids={picks.map((pick) => pick.id)} nameOf={(pickId) => picks.find((pick) => pick.id === pickId)?.name ?? ''} onReorder={(ids) => onChange(ids.map((pickId) => picks.find((pick) => pick.id === pickId)!))}>
          <ol className="block-picks">
            {picks.map((pick, index) => (
              <PickItem key={pick.id} pick={pick} index={index} picks={picks} onChange={onChange} />
            ))}
          </ol>
        </SortableGroup>
      )}
      {finder ?? (
        <div className="admin-field">
          <label htmlFor={`${id}-add`}>{t('admin.pages.blocks.choose')}</label>
          <select
            id={`${id}-add`}
            value={adding}
            onChange={(event) => {
              const option = available.find((row) => row.id === event.target.value);
              if (option) onChange([...picks, option]);
              setAdding('');
            }}
          >
            <option value="">{t('admin.pages.blocks.chooseOption')}</option>
            {available.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

function PickItem({ pick, index, picks, onChange }: { pick: Pick; index: number; picks: Pick[]; onChange(picks: Pick[]): void }) {
  const t = useAdminT();
  const sortable = useSortableItem(pick.id);
  return (
    <li ref={sortable.ref} style={sortable.style}>
      <DragHandle handle={sortable.handle} name={pick.name} />
      <span>{pick.name}</span>
      <button type="button" className="button" aria-label={t('admin.pages.blocks.pickUp', { name: pick.name })} disabled={index === 0} onClick={() => onChange(shift(picks, index, -1))}>
        ↑
      </button>
      <button
        type="button"
        className="button"
        aria-label={t('admin.pages.blocks.pickDown', { name: pick.name })}
        disabled={index === picks.length - 1}
        onClick={() => onChange(shift(picks, index, 1))}
      >
        ↓
      </button>
      <button type="button" className="button" aria-label={t('admin.pages.blocks.removePick', { name: pick.name })} onClick={() => onChange(picks.filter((row) => row.id !== pick.id))}>
        ✕
      </button>
    </li>
  );
}
