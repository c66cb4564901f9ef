// «Фиксации»: the agent's clients fixed with builders, newest first, by state, each with the days it has left and
// «Попросить продление» while the one extension is still to ask. An agency head sees the agency's, with a member
// filter made from the agency's members the list answers with.
import { useState } from 'react';
import type { TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useMyFixations, useRequestExtension } from '#app/resources/fixations.ts';
import { useUser } from '#app/resources/user.ts';
import { FixationCard } from './fixation-card.tsx';
import { FixationList, StateChips } from './fixation-list.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

function ExtendButton({ fixation }: { fixation: TFixation }) {
  const extend = useRequestExtension();
  if (fixation.state !== 'active') return null;
  if (fixation.extendRequestedAt) return <span className={stateList.muted}>{t.extendAsked}</span>;
  if (!fixation.canRequestExtend) return null;
  const onClick = () =>
    extend.mutate(fixation.id, {
      onSuccess: (answer) => toast(answer.extended ? t.extendedToast : t.extendSent, { tone: 'success' }),
      onError: (error) => {
        toastError(error);
      },
    });
  return (
    <Button variant="secondary" size="sm" loading={extend.isPending} onClick={onClick}>
      {t.requestExtend}
    </Button>
  );
}

export function MyFixationsPage() {
  const [state, setState] = useState<TFixationState | null>(null);
  const [memberId, setMemberId] = useState<number | null>(null);
  const { data: user } = useUser();
  const query = useMyFixations({ state: state ?? undefined, memberId: memberId ?? undefined });
  const members = query.data?.pages[0]?.members ?? [];
  const head = members.length > 0;
  return (
    <>
      <PageTitle title={fixationTexts.title} />
      <div className={stateList.filters}>
        {head && (
          <Select
            label={t.member}
            value={memberId}
            onChange={setMemberId}
            options={members.map((m) => ({ value: m.id, title: m.name }))}
            placeholder={t.allMembers}
            className={styles.select}
          />
        )}
        <StateChips value={state} onChange={setState} />
      </div>
      <FixationList
        query={query}
        label={fixationTexts.title}
        empty={state || memberId ? { title: t.empty } : { title: t.empty, text: t.emptyHint }}
        render={(fixation) => (
          <FixationCard
            fixation={fixation}
            showAgent={head}
            showAgency={false}
            actions={fixation.agent?.id === user?.id ? <ExtendButton fixation={fixation} /> : undefined}
          />
        )}
      />
    </>
  );
}
