// The search field with autocomplete (PRODUCT §7 POST /api/search/autocomplete): complexes, builders, districts and
// addresses as the user types. A combobox: arrows move through the suggestions, Enter picks one (or searches the
// typed text), Escape closes the list.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { formatNumber } from '#shared/format.ts';
import { CloseIcon, SearchIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { AUTOCOMPLETE_MIN_CHARS, useAutocomplete } from '#app/resources/search.ts';
import type { Suggestion } from '../lib/apply-suggestion.ts';
import styles from './search-box.module.css';

const t = searchTexts.autocomplete;

interface Option {
  key: string;
  group: string;
  title: string;
  hint: string;
  suggestion: Suggestion;
}

export interface SearchBoxProps {
  /** What the current filter searches for. */
  value: string;
  onPick: (suggestion: Suggestion) => void;
  onClear: () => void;
  autoFocus?: boolean;
}

export function SearchBox({ value, onPick, onClear, autoFocus = false }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // The filter changed elsewhere (a preset, the panel): the field follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  const query = useAutocomplete(open ? text : '');
  const options = useMemo<Option[]>(() => {
    const data = query.data;
    if (!data || text.trim().length < AUTOCOMPLETE_MIN_CHARS) return [];
    return [
      ...data.complexes.map((item) => ({
        key: `c${item.id}`,
        group: t.complexes,
        title: item.title,
        hint: [item.district, item.address].filter(Boolean).join(' · '),
        suggestion: { kind: 'complex', item } as const,
      })),
      ...data.builders.map((item) => ({
        key: `b${item.id}`,
        group: t.builders,
        title: item.name,
        hint: fill(t.builderObjects, formatNumber(item.objectsCount)),
        suggestion: { kind: 'builder', item } as const,
      })),
      ...data.districts.map((item) => ({
        key: `d${item.id}`,
        group: t.districts,
        title: item.name,
        hint: item.parent ?? '',
        suggestion: { kind: 'district', item } as const,
      })),
      ...data.addresses.map((item) => ({
        key: `a${item.address}`,
        group: t.addresses,
        title: item.address,
        hint: '',
        suggestion: { kind: 'address', address: item.address } as const,
      })),
    ];
  }, [query.data, text]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onPick(suggestion);
  };

  const submitText = () => {
    const typed = text.trim();
    if (typed) pick({ kind: 'text', text: typed });
    else if (value) {
      setOpen(false);
      onClear();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Only a suggestion the arrows reached for the text as typed now: the list may still show the previous
      // text's answer while the new one loads, and the mouse hovering it chooses nothing.
      const option = query.isPlaceholderData ? undefined : options[active];
      if (open && option) pick(option.suggestion);
      else submitText();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
  let lastGroup = '';

  return (
    <div className={styles.box} ref={box}>
      <SearchIcon size={20} className={styles.icon} />
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        role="combobox"
        aria-label={t.label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={searchTexts.feed.searchPlaceholder}
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {query.isFetching && showList && <Spinner size={18} />}
      {(text || value) && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t.clear}
          title={t.clear}
          onClick={() => {
            setText('');
            setOpen(false);
            if (value) onClear();
            inputRef.current?.focus();
          }}
        >
          <CloseIcon size={18} />
        </button>
      )}
      {showList && (
        <ul id={listId} className={styles.list} role="listbox" aria-label={t.label}>
          {options.map((option, i) => {
            const header = option.group !== lastGroup ? option.group : null;
            lastGroup = option.group;
            return (
              <li key={option.key} role="presentation">
                {header && (
                  <div className={styles.group} role="presentation">
                    {header}
                  </div>
                )}
                <div
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => pick(option.suggestion)}
                >
                  <span className={styles.optionTitle}>{option.title}</span>
                  {option.hint && <span className={styles.optionHint}>{option.hint}</span>}
                </div>
              </li>
            );
          })}
          {query.isSuccess && !query.isPlaceholderData && options.length === 0 && (
            <li className={styles.nothing} role="presentation">
              {t.nothing}
            </li>
          )}
          {text.trim() && (
            <li role="presentation">
              <div
                role="option"
                aria-selected={false}
                className={styles.option}
                data-kind="text"
                onPointerDown={(event) => event.preventDefault()}
                onClick={submitText}
              >
                <span className={styles.optionTitle}>{fill(t.searchText, text.trim())}</span>
              </div>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
