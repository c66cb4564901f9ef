/** @jsxImportSource preact */
// «Оставить заявку»: name and phone (and a comment), checked here as the server checks them; the server's 422 lands
// on its field. The personal-data consent is an explicit box: unticked, the form refuses beside it and focuses it. A hidden field people never see catches bots (the honeypot). Sent, it thanks the buyer.
import { useRef, useState } from 'preact/hooks';
import { createEmbedRequest } from '#shared/api/embed.ts';
import { applyMask, isMaskComplete, PHONE_MASK } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts } from '#shared/texts/embed.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import { embedCall, EmbedApiError } from '../lib/embed-api.ts';

const t = embedTexts.form;
type Field = 'name' | 'phone' | 'comment' | 'consent';
type Errors = Partial<Record<Field, string>>;

function check(name: string, phone: string, consent: boolean): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = embedTexts.errors.name;
  if (!isMaskComplete(PHONE_MASK, phone)) errors.phone = embedTexts.errors.phone;
  if (!consent) errors.consent = t.consentRequired;
  return errors;
}

export function RequestForm(props: { objectId: number; cellId: number; onBack: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [comment, setComment] = useState('');
  const [website, setWebsite] = useState('');
  const [consent, setConsent] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  if (state === 'sent') {
    return (
      <div class="sent" role="status">
        <h3>{t.sentTitle}</h3>
        <p>{t.sentText}</p>
        <button type="button" class="button secondary" onClick={props.onBack}>
          {t.back}
        </button>
      </div>
    );
  }

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = check(name, phone, consent);
    setErrors(found);
    setGeneral('');
    // The name and phone fields show their own errors; the box is the one place the buyer may not look.
    if (found.consent && !found.name && !found.phone) consentBox.current?.focus();
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      await embedCall(createEmbedRequest, {
        params: { id: props.objectId },
        body: { cellId: props.cellId, name, phone, comment, website, consentVersion: PRIVACY_VERSION },
      });
      setState('sent');
    } catch (error) {
      setState('editing');
      const body = error instanceof EmbedApiError ? error.body : {};
      if (error instanceof EmbedApiError && error.status === 422 && body.errors) {
        const first = (key: string) => body.errors?.[key]?.[0];
        setErrors({ name: first('name'), phone: first('phone'), comment: first('comment') });
        // A consent edition the server no longer takes (an old widget): it says to reload.
        setGeneral(first('consentVersion') ?? '');
      } else if (error instanceof EmbedApiError && error.status === 429) {
        setGeneral(fill(t.throttled, body.seconds ?? 60));
      } else {
        setGeneral(body.message ?? t.failed);
      }
    }
  };

  const field = (key: Field) => ({
    id: `embed-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `embed-${key}-error` : undefined,
  });
  const error = (key: Field) =>
    errors[key] && (
      <span class="error" id={`embed-${key}-error`}>
        {errors[key]}
      </span>
    );

  return (
    <form class="request" onSubmit={submit} noValidate>
      <h3>{t.title}</h3>
      <label for="embed-name">{t.name}</label>
      <input
        {...field('name')}
        autocomplete="name"
        value={name}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      {error('name')}
      <label for="embed-phone">{t.phone}</label>
      <input
        {...field('phone')}
        type="tel"
        autocomplete="tel"
        inputMode="tel"
        placeholder={PHONE_MASK.replaceAll('#', '0')}
        value={phone}
        onInput={(e) => setPhone(applyMask(PHONE_MASK, e.currentTarget.value))}
      />
      {error('phone')}
      <label for="embed-comment">{t.comment}</label>
      <textarea
        {...field('comment')}
        rows={2}
        placeholder={t.commentPlaceholder}
        value={comment}
        onInput={(e) => setComment(e.currentTarget.value)}
      />
      {error('comment')}
      <div class="trap" aria-hidden="true">
        <label for="embed-website">{t.website}</label>
        <input
          id="embed-website"
          name="website"
          tabIndex={-1}
          autocomplete="off"
          value={website}
          onInput={(e) => setWebsite(e.currentTarget.value)}
        />
      </div>
      <label class="consent" for="embed-consent">
        <input
          {...field('consent')}
          ref={consentBox}
          type="checkbox"
          checked={consent}
          onChange={(e) => {
            setConsent(e.currentTarget.checked);
            if (e.currentTarget.checked) setErrors((was) => ({ ...was, consent: undefined }));
          }}
        />
        <span>{t.consent}</span>
      </label>
      <a class="fine policy" href="/privacy" target="_blank" rel="noopener">
        {t.consentLink}
      </a>
      {error('consent')}
      {general && (
        <p class="error" role="alert">
          {general}
        </p>
      )}
      <button type="submit" class="button" disabled={state === 'sending'}>
        {state === 'sending' ? t.sending : t.submit}
      </button>
    </form>
  );
}
