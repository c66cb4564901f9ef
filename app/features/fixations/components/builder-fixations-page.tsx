// «Фиксации клиентов»: the builder's queue of the clients agents fixed on the company's complexes, newest first, by
// state and complex. A manager accepts a waiting one, rejects it with a reason, extends an active one once (or
// refuses an asked extension with a reason). New ones arrive live: a Fixation* notification refreshes the list.
import { useState } from 'react';
import type { TFixationState } from '#shared/companies.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { ComplexFilter } from '#app/components/complex-filter/complex-filter.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { useBackofficeFixations } from '#app/resources/fixations.ts';
import { FixationCard } from './fixation-card.tsx';
import { FixationList, StateChips } from './fixation-list.tsx';
import { FixationAnswers } from './fixation-answers.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

export function BuilderFixationsPage() {
  const [state, setState] = useState<TFixationState | null>(null);
  const [objectId, setObjectId] = useState<number | null>(null);
  const query = useBackofficeFixations({ state: state ?? undefined, objectId: objectId ?? undefined });
  return (
    <>
      <PageTitle title={fixationTexts.builderTitle} />
      <div className={stateList.filters}>
        <ComplexFilter
          label={t.object}
          placeholder={t.allObjects}
          value={objectId}
          onChange={setObjectId}
          className={styles.select}
        />
        <StateChips value={state} onChange={setState} />
      </div>
      <FixationList
        query={query}
        label={fixationTexts.builderTitle}
        empty={
          state || objectId ? { title: t.builderEmpty } : { title: t.builderEmpty, text: t.builderEmptyHint }
        }
        render={(fixation) => (
          <FixationCard fixation={fixation} showAgent actions={<FixationAnswers fixation={fixation} />} />
        )}
      />
    </>
  );
}
