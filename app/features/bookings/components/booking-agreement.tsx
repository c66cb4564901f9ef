// «Договор бронирования» on a booking's card, for the agent and the builder's managers: open the agreement's PDF,
// send the code to the buyer's phone (with the resend timer), enter it and sign; once signed, when, on which phone
// and the signed PDF. Collapsed until opened, so a list of cards asks the server nothing for it.
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { AGREEMENT_CODE, AgreementState } from '#shared/deals.ts';
import { formatDateTime, formatPhone } from '#shared/format.ts';
import { ZAgreementSign } from '#shared/schemas/agreements.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAgreement, useAgreementActions } from '#app/resources/agreements.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './booking-agreement.module.css';

const t = agreementTexts.screen;

/** Seconds left until `deadline` (ms; 0: none), ticking once a second until it passes. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function AgreementBody({ bookingId }: { bookingId: number }) {
  const query = useAgreement(bookingId);
  const { send, sign, open } = useAgreementActions(bookingId);
  const [opening, setOpening] = useState(false);
  const data = query.data;
  const [resendAt, setResendAt] = useState(0);
  useEffect(() => {
    if (data) setResendAt(data.resendIn > 0 ? Date.now() + data.resendIn * 1000 : 0);
  }, [data]);
  const wait = useSecondsLeft(resendAt);

  if (query.isPending) return <p className={text.note}>…</p>;
  if (query.isError || !data) return <p className={text.note}>{errorText(query.error)}</p>;
  const fileName = `${agreementTexts.title} ${bookingId}.pdf`;
  const onOpen = async () => {
    setOpening(true);
    try {
      await open(fileName);
    } catch (failure) {
      toast(failure instanceof ApiError ? errorText(failure) : t.pdfFailed, { tone: 'error' });
    } finally {
      setOpening(false);
    }
  };

  if (data.state === AgreementState.signed)
    return (
      <div className={layout.stackMd}>
        <div className={styles.signed} data-testid="agreement-signed">
          <strong>{agreementTexts.state.signed}</strong>
          <span>{fill(t.signedLine, formatDateTime(data.signedAt), formatPhone(data.phone))}</span>
        </div>
        <div className={styles.row}>
          <Button size="sm" variant="secondary" loading={opening} onClick={() => void onOpen()}>
            {t.openSigned}
          </Button>
        </div>
      </div>
    );
  if (!data.available) return <p className={text.note}>{t.noTemplate}</p>;

  const sent = data.expiresIn > 0;
  const onSend = () => {
    send.mutate(undefined, {
      onError: (failure) => {
        if (failure instanceof ApiError && failure.seconds) setResendAt(Date.now() + failure.seconds * 1000);
        toast(errorText(failure), { tone: 'error' });
      },
    });
  };
  return (
    <div className={layout.stackMd}>
      <div className={styles.row}>
        <Button size="sm" variant="secondary" loading={opening} onClick={() => void onOpen()}>
          {t.open}
        </Button>
        <Button
          size="sm"
          variant={sent ? 'ghost' : 'primary'}
          loading={send.isPending}
          disabled={wait > 0}
          onClick={onSend}
          data-testid="agreement-send"
        >
          {wait > 0 ? fill(t.resendIn, wait) : sent ? t.resend : t.send}
        </Button>
      </div>
      {sent && <SignForm phone={data.phone} sign={(code) => sign.mutateAsync(code)} />}
    </div>
  );
}

/** The code from the buyer's SMS: the shared schema checks its six digits, the server's text goes under it. */
function SignForm({ phone, sign }: { phone: string; sign: (code: string) => Promise<unknown> }) {
  const api = useApiForm({
    schema: ZAgreementSign,
    defaultValues: { code: '' },
    send: ({ code }) => sign(code),
    onSuccess: () => toast(t.signedToast, { tone: 'success' }),
  });
  return (
    <form className={layout.stackMd} onSubmit={(event) => void api.submit(event)} noValidate>
      <p className={text.note}>{fill(t.sentTo, formatPhone(phone))}</p>
      <div className={styles.row}>
        <Controller
          control={api.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextInput
              className={styles.code}
              label={t.code}
              value={field.value as string}
              onChange={(value) => field.onChange(value.replace(/\D/g, ''))}
              onBlur={field.onBlur}
              ref={field.ref}
              maxLength={AGREEMENT_CODE.length}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={fieldState.error?.message}
              data-testid="agreement-code"
            />
          )}
        />
        <Button type="submit" loading={api.pending} data-testid="agreement-sign">
          {t.sign}
        </Button>
      </div>
    </form>
  );
}

/** Shown for bookings (not requests); the state badge appears once the agreement is read. */
export function BookingAgreement({ booking }: { booking: Pick<TBooking, 'id' | 'kind'> }) {
  const [open, setOpen] = useState(false);
  if (booking.kind !== 'booking') return null;
  return (
    <section className={styles.section} aria-label={agreementTexts.title} data-testid="booking-agreement">
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {agreementTexts.title}
      </button>
      {open && <AgreementBody bookingId={booking.id} />}
    </section>
  );
}
