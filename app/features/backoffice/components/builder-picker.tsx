// Picks builders from the directory: a search debounced by 300 ms (PRODUCT §9), ticks, and a new builder by name.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { createBuilder, useBuilderSearch } from '#app/resources/backoffice.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './builder-picker.module.css';

const t = backofficeTexts.builders;
export const BUILDER_SEARCH_DEBOUNCE_MS = 300;

export function BuilderPicker({
  attachedIds,
  onPick,
  busy,
}: {
  attachedIds: number[];
  onPick: (ids: number[]) => void;
  busy: boolean;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), BUILDER_SEARCH_DEBOUNCE_MS);
  const results = useBuilderSearch(settled, true);
  const [picked, setPicked] = useState<number[]>([]);
  const creation = useApiForm({
    defaultValues: { name: '' },
    send: ({ name }) => (name.trim() ? createBuilder(name.trim()) : Promise.resolve(null)),
    onSuccess: (builder) => {
      if (!builder) return;
      creation.form.reset();
      setSearch(builder.name);
      if (!attached.has(builder.id))
        setPicked((list) => (list.includes(builder.id) ? list : [...list, builder.id]));
    },
  });
  const newName = useWatch({ control: creation.control, name: 'name' });
  const attached = new Set(attachedIds);

  const toggle = (id: number, on: boolean) =>
    setPicked((list) => (on ? [...list, id] : list.filter((x) => x !== id)));

  const list = results.data?.data ?? [];
  return (
    <div className={layout.stack}>
      <TextInput
        label={t.search}
        value={search}
        onChange={setSearch}
        placeholder={t.search}
        maxLength={100}
        autoFocus
        data-autofocus
        type="search"
      />
      <div className={styles.results} aria-busy={results.isFetching || undefined}>
        {results.isPending ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className={text.secondary}>{t.nothingFound}</p>
        ) : (
          list.map((b) => (
            <Checkbox
              key={b.id}
              checked={attached.has(b.id) || picked.includes(b.id)}
              disabled={attached.has(b.id)}
              onChange={(on) => toggle(b.id, on)}
            >
              {b.name}
              {attached.has(b.id) && <span className={styles.attached}> · {t.attached}</span>}
            </Checkbox>
          ))
        )}
        {results.isFetching && !results.isPending && <SearchIcon size={16} className={styles.busy} />}
      </div>
      <form className={styles.create} onSubmit={creation.submit} noValidate>
        <FormText
          control={creation.control}
          name="name"
          label={t.newName}
          maxLength={200}
          className={styles.createInput}
        />
        <Button type="submit" variant="secondary" disabled={!newName.trim()} loading={creation.pending}>
          {t.create}
        </Button>
      </form>
      <Button block disabled={picked.length === 0} loading={busy} onClick={() => onPick(picked)}>
        {fill(t.attach, picked.length)}
      </Button>
    </div>
  );
}
