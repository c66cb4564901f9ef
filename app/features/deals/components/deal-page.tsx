// One deal, for either side: the unit, price, buyer, agent and agency, the manager, the payment program, the
// commission for those allowed (the server sends it only to them), the stages with their dates, the documents and
// the history. The builder's side moves it (next stage, price, cancel with a reason); the agent reads it.
import { useState } from 'react';
import { Link } from 'react-router';
import { isOpenDeal } from '#shared/deals.ts';
import { Payment, type TPayment } from '#shared/enums.ts';
import { formatDate, formatPhone, formatPrice } from '#shared/format.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { fill } from '#shared/texts/ru.ts';
import { ReasonDialog } from '#app/components/forms/reason-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Facts } from '#app/components/ui/facts.tsx';
import { PromptModal } from '#app/components/ui/prompt-modal.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useBookingMembers } from '#app/resources/bookings.ts';
import { useDeal, type DealSide } from '#app/resources/deals.ts';
import { unitTitle } from '../lib/deal-view.ts';
import { StageBadge } from './deal-card.tsx';
import { DealDocuments } from './deal-documents.tsx';
import { DealStepper } from './deal-stepper.tsx';
import { DealTimeline } from './deal-timeline.tsx';
import { NextStageForm, useDealChange } from './next-stage-form.tsx';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './deals.module.css';

const t = dealTexts.screen;

export function DealPage({ side, id }: { side: DealSide; id: number }) {
  const query = useDeal(side, id);
  if (query.isPending) return <PageSpinner />;
  if (!query.data)
    return <EmptyState icon={<AlertIcon size={36} />} title={t.dealLoadError} tone="neutral" />;
  const deal = query.data;
  const editable = side === 'builder' && deal.canEdit && isOpenDeal(deal.stage);
  return (
    <div className={layout.stack} data-testid="deal-page" data-stage={deal.stage}>
      <Link to={side === 'builder' ? paths.builderDeals() : paths.myDeals()} className={styles.back}>
        ← {t.back}
      </Link>
      <DealHeader deal={deal} />
      <section className={stateList.card} aria-labelledby="deal-stages">
        <h2 id="deal-stages" className={styles.sectionTitle}>
          {t.stages}
        </h2>
        <DealStepper deal={deal} />
        {deal.stage === 'cancelled' && deal.cancelReason && (
          <p className={stateList.muted}>{fill(t.cancelledBecause, deal.cancelReason)}</p>
        )}
        {editable && <BuilderMoves deal={deal} reload={() => void query.refetch()} />}
        {side === 'agent' && isOpenDeal(deal.stage) && <p className={stateList.muted}>{t.readOnly}</p>}
      </section>
      <DealDocuments deal={deal} canUpload={editable} />
      <section className={stateList.card} aria-labelledby="deal-timeline">
        <h2 id="deal-timeline" className={styles.sectionTitle}>
          {t.timeline}
        </h2>
        <DealTimeline events={deal.events} />
      </section>
    </div>
  );
}

function DealHeader({ deal }: { deal: TDealFull }) {
  const c = deal.commission;
  const facts: [string, string | null][] = [
    [t.buyer, [deal.buyer.name, formatPhone(deal.buyer.phone), deal.buyer.email].filter(Boolean).join(', ')],
    [t.agent, deal.agent ? deal.agent.name : null],
    [t.agency, deal.agency?.name ?? null],
    [t.manager, deal.assignee?.name ?? null],
    [t.payment, deal.payment != null ? Payment.title(deal.payment) : t.noPayment],
    [
      dealTexts.stage.contract,
      deal.contractNumber ? `${deal.contractNumber} от ${formatDate(deal.contractDate)}` : null,
    ],
    [
      dealTexts.registered,
      deal.registrationNumber ? `${deal.registrationNumber} от ${formatDate(deal.registrationDate)}` : null,
    ],
    [dealTexts.stage.payment, deal.paymentAmount != null ? formatPrice(deal.paymentAmount) : null],
  ];
  return (
    <section className={stateList.card} aria-labelledby="deal-title">
      <div className={stateList.head}>
        <h1 id="deal-title" className={styles.pageTitle}>
          {unitTitle(deal)} · {deal.objectTitle}
        </h1>
        <StageBadge stage={deal.stage} />
      </div>
      <span className={styles.commission}>{formatPrice(deal.price)}</span>
      <Facts items={facts} className={styles.facts}>
        {c && (
          <div data-testid="deal-commission">
            <dt>{t.commission}</dt>
            <dd>
              {formatPrice(c.amount)}
              {c.agentShare < 100 && deal.agency ? (
                <span className={stateList.muted}>
                  {' '}
                  ({fill(t.split, formatPrice(c.agentAmount), formatPrice(c.agencyAmount))})
                </span>
              ) : null}
            </dd>
          </div>
        )}
      </Facts>
    </section>
  );
}

function BuilderMoves({ deal, reload }: { deal: TDealFull; reload: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [mailing, setMailing] = useState(false);
  const { send, busy, dialog } = useDealChange(deal, reload);
  const members = useBookingMembers();
  return (
    <>
      <NextStageForm key={`${deal.stage}-${deal.version}`} deal={deal} reload={reload} />
      <div className={styles.actions}>
        {deal.payments.length > 0 && (
          <Select
            label={t.payment}
            value={deal.payment}
            placeholder={t.noPayment}
            options={deal.payments.map((p) => ({ value: p, title: Payment.title(p) }))}
            onChange={(value) => {
              if (value != null && value !== deal.payment) void send({ payment: value as TPayment });
            }}
            disabled={busy}
            className={styles.select}
          />
        )}
        {(members.data?.data.length ?? 0) > 0 && (
          <Select
            label={t.manager}
            value={deal.assignee?.id ?? null}
            options={(members.data?.data ?? []).map((m) => ({ value: m.id, title: m.name }))}
            onChange={(value) => {
              if (value != null && value !== deal.assignee?.id) void send({ assigneeId: value });
            }}
            disabled={busy}
            className={styles.select}
          />
        )}
        <Button variant="secondary" onClick={() => setPricing(true)}>
          {t.editPrice}
        </Button>
        <Button variant="secondary" onClick={() => setMailing(true)}>
          {t.editEmail}
        </Button>
        <Button variant="danger" onClick={() => setCancelling(true)}>
          {t.cancel}
        </Button>
      </div>
      <ReasonDialog
        open={cancelling}
        title={t.cancelTitle}
        texts={{
          label: t.reason,
          hint: t.cancelHint,
          required: dealTexts.errors.reason,
          cancel: t.back,
          confirm: t.cancel,
        }}
        maxLength={500}
        busy={busy}
        onCancel={() => setCancelling(false)}
        onSubmit={(reason) =>
          void send({ stage: 'cancelled', reason }).then((failed) => {
            if (!failed) setCancelling(false);
          })
        }
      />
      <PromptModal
        open={pricing}
        title={t.editPrice}
        label={t.newPrice}
        initialValue={String(deal.price)}
        onCancel={() => setPricing(false)}
        onSubmit={(value: string) =>
          void send({ price: Number(value.replace(/\D/g, '')) }).then((failed) => {
            const refusal = failed && Object.values(failed)[0]?.[0];
            if (refusal) toast(refusal, { tone: 'error' });
            else if (!failed) setPricing(false);
          })
        }
      />
      <PromptModal
        open={mailing}
        title={t.editEmail}
        label={t.newEmail}
        initialValue={deal.buyer.email ?? ''}
        maxLength={254}
        onCancel={() => setMailing(false)}
        onSubmit={(value: string) =>
          void send({ buyerEmail: value }).then((failed) => {
            const refusal = failed && Object.values(failed)[0]?.[0];
            if (refusal) toast(refusal, { tone: 'error' });
            else if (!failed) setMailing(false);
          })
        }
      />
      {dialog}
    </>
  );
}
