// Ties the offer to a complex found by name (the address, district and place then come from it); a unit is picked
// on the complex's chessboard. Typing waits 300 ms before asking.
import { useState } from 'react';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import { useComplexSuggestions } from '#app/resources/user-offers.ts';
import styles from './offer-form.module.css';

const t = userOfferTexts.form;

export function ComplexPicker({ onPick, disabled }: { onPick: (id: number) => void; disabled: boolean }) {
  const [text, setText] = useState('');
  const title = useDebouncedValue(text.trim());
  const suggestions = useComplexSuggestions(title);
  const list = suggestions.data ?? [];
  const open = title.length >= 2 && text.trim() === title;
  return (
    <div className={styles.picker}>
      <TextInput
        label={t.complex}
        value={text}
        onChange={setText}
        placeholder={t.complexPlaceholder}
        hint={t.complexHint}
        maxLength={100}
        disabled={disabled}
        type="search"
        autoComplete="off"
      />
      {open && suggestions.isSuccess && (
        <ul className={styles.suggestions} aria-label={t.complexSearch}>
          {list.length === 0 && <li className={styles.muted}>{t.complexNone}</li>}
          {list.map((complex) => (
            <li key={complex.id}>
              <button
                type="button"
                className={styles.suggestion}
                onClick={() => {
                  setText('');
                  onPick(complex.id);
                }}
                disabled={disabled}
              >
                <strong>{complex.title}</strong>
                {(complex.address || complex.district) && (
                  <span className={styles.muted}>
                    {[complex.district, complex.address].filter(Boolean).join(', ')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
