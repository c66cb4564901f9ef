// auth_home: the phone and the explicit consent box, then POST /api/user/code and on to /code, where the login sends
// the consent's edition (kept with the pending phone). A phone whose code is still fresh goes straight on.
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZCodeRequest } from '#shared/schemas/user.ts';
import { ru } from '#shared/texts/ru.ts';
import { accountTexts } from '#shared/texts/account.ts';
import { PRIVACY_VERSION, privacyTexts } from '#shared/texts/privacy.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { paths } from '#app/lib/paths.ts';
import { useRequestCode } from '#app/resources/auth.ts';
import { pendingFromResponse, readPendingLogin, savePendingLogin } from '../hooks/pending-login.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { Notice } from './notice.tsx';
import layout from '#app/styles/layout.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from './auth-form.module.css';

/** The request's phone, and the box ticked on this screen (never sent: the login sends the consent's edition). */
const ZPhoneStep = ZCodeRequest.extend({
  consent: z.boolean().refine(Boolean, privacyTexts.consentRequired),
});
type Values = z.input<typeof ZPhoneStep>;

export function PhoneForm({ banned = false }: { banned?: boolean }) {
  const navigate = useNavigate();
  const consentId = useId();
  const request = useRequestCode();
  const { control, submit, pending, formError, setFormError } = useApiForm<
    Values,
    z.output<typeof ZPhoneStep>
  >({
    schema: ZPhoneStep,
    defaultValues: { phone: readPendingLogin()?.phone ?? '', consent: false },
    send: async ({ phone }) => {
      const pending = readPendingLogin();
      const now = Date.now();
      // This phone's code is still fresh: no second SMS.
      if (pending?.phone === phone && pending.resendAt > now && pending.expiresAt > now) {
        savePendingLogin({ ...pending, consentVersion: PRIVACY_VERSION });
        return;
      }
      const response = await request.mutateAsync(phone);
      savePendingLogin({ ...pendingFromResponse(phone, response), consentVersion: PRIVACY_VERSION });
    },
    onSuccess: () => navigate(paths.authCode()),
    // A failure no field names (the network) reads under the phone, as before.
    inlineError: true,
    errors: { fields: ['phone'] },
  });
  const phone = useWatch({ control, name: 'phone' });

  return (
    <form className={layout.stackLg} onSubmit={(event) => void submit(event)} noValidate>
      {banned && <Notice title={ru.banned.title} text={ru.banned.text} />}
      <div className={layout.stackSm}>
        <h1 className={styles.title}>{accountTexts.auth.title}</h1>
        <p className={textStyles.lead}>{accountTexts.auth.phoneHint}</p>
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label={ru.auth.phoneLabel}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              setFormError(null);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message ?? formError ?? undefined}
            name="phone"
            autoFocus
          />
        )}
      />
      <Controller
        control={control}
        name="consent"
        render={({ field, fieldState }) => (
          <ConsentCheckbox
            ref={field.ref}
            id={consentId}
            checked={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" size="lg" block disabled={!phone} loading={pending}>
        {accountTexts.auth.getCode}
      </Button>
      <p className={styles.consent}>
        {accountTexts.auth.consent} <Link to={paths.licence()}>{accountTexts.auth.consentLink}</Link>
      </p>
    </form>
  );
}
