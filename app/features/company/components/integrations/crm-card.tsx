// «CRM» on the company's «Интеграции»: choose amoCRM or Bitrix24, enter what the CRM gave (secrets show as
// «сохранено» and are kept when left empty), «Проверить» reads the CRM's pipelines, the stage mapping is filled from
// them, and the log shows the last syncs. The server's 422 lands under its field; a stale save reloads the settings.
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CRM_KINDS } from '#shared/crm.ts';
import { countOf } from '#shared/format.ts';
import type { TCrmSettings } from '#shared/schemas/crm.ts';
import { crmKindTitles, crmTexts as t } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCrmPipelines, useCrmSettings, useSaveCrm } from '#app/resources/crm.ts';
import { CrmLog } from './crm-log.tsx';
import { CrmNotifications } from './crm-notifications.tsx';
import { CrmMapping } from './crm-mapping.tsx';
import { bodyOf, valuesOf, type CrmValues } from './crm-values.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import integrations from './integrations.module.css';
import styles from './crm.module.css';

const kindOptions = CRM_KINDS.map((k) => ({ value: k, title: crmKindTitles[k] }));
const FIELD_NAMES: Record<string, keyof CrmValues> = {
  'amocrm.subdomain': 'amoSubdomain',
  'amocrm.clientId': 'amoClientId',
  'amocrm.clientSecret': 'amoClientSecret',
  'amocrm.redirectUri': 'amoRedirectUri',
  'amocrm.code': 'amoCode',
  'bitrix24.webhookUrl': 'bitrixWebhookUrl',
  'bitrix24.appToken': 'bitrixAppToken',
};

export function CrmCard({ companyId }: { companyId: number }) {
  const settings = useCrmSettings(companyId);
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) return <p className={integrations.error}>{errorText(settings.error)}</p>;
  return <CrmEditor companyId={companyId} settings={settings.data} />;
}

function CrmEditor({ companyId, settings }: { companyId: number; settings: TCrmSettings }) {
  const connected = settings.kind !== 'none' && settings.version > 0;
  const pipelines = useCrmPipelines(companyId, connected);
  const save = useSaveCrm(companyId);
  // A fresh save (or someone else's, seen after a 409) becomes the form's new starting point.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved version changes
  const values = useMemo(() => valuesOf(settings), [settings.version]);
  // The body is built from the values (bodyOf), and the server checks it against the shared ZCrmSave: its 422
  // keys (`amocrm.subdomain`) are renamed onto the form's fields.
  const { control, submit, pending } = useApiForm<CrmValues>({
    values,
    send: (values) => save.mutateAsync(bodyOf(values, settings.version, list, settings.mapping.names)),
    onSuccess: () => toast(t.savedToast, { tone: 'success' }),
    errors: { fields: Object.values(FIELD_NAMES), rename: FIELD_NAMES },
    // A stale version: the settings are read again (the query's refetch) and the form starts from them.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      toast(t.stale, { tone: 'error' });
      return true;
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const pipelineId = useWatch({ control, name: 'pipelineId' });
  const list = pipelines.data?.ok ? pipelines.data.pipelines : [];

  const check = pipelines.data;
  const stateTone = settings.state === 'active' ? 'good' : settings.state === 'broken' ? 'bad' : undefined;
  return (
    <section className={styles.card} aria-labelledby="crm-title" data-testid="crm-card">
      <div className={layout.spread}>
        <h2 id="crm-title" className={styles.title}>
          {t.title}
        </h2>
        <span className={integrations.chip} data-tone={stateTone} data-testid="crm-state">
          {settings.kind === 'none'
            ? t.state.off
            : `${crmKindTitles[settings.kind]} · ${t.state[settings.state === 'off' ? 'off' : settings.state]}`}
        </span>
      </div>
      <p className={text.note}>{t.intro}</p>
      {settings.state === 'broken' && settings.brokenReason && (
        <p className={integrations.error} role="alert">
          {settings.brokenReason}
        </p>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t.kind}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'none')}
              options={kindOptions.filter((o) => o.value !== 'none')}
              placeholder={crmKindTitles.none}
              name="kind"
            />
          )}
        />
        {kind === 'amocrm' && (
          <div className={styles.fields}>
            <FormText
              control={control}
              name="amoSubdomain"
              label={t.amo.subdomain}
              hint={t.amo.subdomainHint}
              required
            />
            <FormText control={control} name="amoClientId" label={t.amo.clientId} required />
            <FormText
              control={control}
              name="amoClientSecret"
              label={t.amo.clientSecret}
              type="password"
              autoComplete="off"
              placeholder={settings.amocrm?.clientSecretSaved ? t.saved : undefined}
              hint={settings.amocrm?.clientSecretSaved ? t.savedHint : undefined}
            />
            <FormText
              control={control}
              name="amoRedirectUri"
              label={t.amo.redirectUri}
              inputMode="url"
              required
            />
            <FormText
              control={control}
              name="amoCode"
              label={t.amo.code}
              autoComplete="off"
              placeholder={settings.amocrm?.connected ? t.amo.connected : undefined}
              hint={t.amo.codeHint}
              className={styles.wide}
            />
          </div>
        )}
        {kind === 'bitrix24' && (
          <div className={styles.fields}>
            <FormText
              control={control}
              name="bitrixWebhookUrl"
              label={t.bitrix.webhookUrl}
              inputMode="url"
              autoComplete="off"
              placeholder={settings.bitrix24 ? `${t.saved}: ${settings.bitrix24.portal}` : undefined}
              hint={settings.bitrix24 ? t.savedHint : t.bitrix.webhookHint}
              required={!settings.bitrix24}
            />
            <FormText
              control={control}
              name="bitrixAppToken"
              label={t.bitrix.appToken}
              type="password"
              autoComplete="off"
              placeholder={settings.bitrix24?.appTokenSaved ? t.saved : undefined}
              hint={settings.bitrix24?.appTokenSaved ? t.savedHint : t.bitrix.appTokenHint}
            />
          </div>
        )}
        {settings.kind !== 'none' && settings.kind === kind && (
          <CrmNotifications notifications={settings.notifications} />
        )}
        {settings.incomingUrl && settings.kind === kind && (
          <div className={styles.section}>
            <h3 className={styles.subtitle}>{t.incoming}</h3>
            <code className={styles.incoming} data-testid="crm-incoming">
              {settings.incomingUrl}
            </code>
            <p className={text.note}>{t.incomingHint}</p>
          </div>
        )}
        {kind !== 'none' && (
          <>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={!connected || settings.kind !== kind}
                loading={pipelines.isFetching}
                onClick={() => void pipelines.refetch()}
              >
                {pipelines.isFetching ? t.checking : t.check}
              </Button>
              {check && !pipelines.isFetching && (
                <span className={styles.check} data-tone={check.ok ? 'good' : 'bad'} role="status">
                  {check.ok
                    ? fill(t.checkOk, countOf(check.pipelines.length, t.pipelineWords))
                    : check.message}
                </span>
              )}
            </div>
            <CrmMapping
              control={control}
              pipelines={settings.kind === kind ? list : []}
              pipelineId={pipelineId}
              names={settings.mapping.names}
            />
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t.save}
          </Button>
        </div>
      </form>
      {settings.kind !== 'none' && <CrmLog entries={settings.log} />}
    </section>
  );
}
