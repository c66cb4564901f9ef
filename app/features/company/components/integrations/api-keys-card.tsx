// The company's API keys: name, the key's first characters, scopes, last use; «Отозвать». Creating one shows the
// kv_… key once.
import { useState } from 'react';
import { API_KEY_SCOPES } from '#shared/integrations.ts';
import { formatDateTime } from '#shared/format.ts';
import type { TApiKey } from '#shared/schemas/integrations.ts';
import { apiKeyScopeTitles, integrationTexts as t } from '#shared/texts/integrations.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useApiKeyActions, useApiKeys } from '#app/resources/integrations.ts';
import { StringChecks } from './checks.tsx';
import { SecretReveal } from './secret-reveal.tsx';
import textStyles from '#app/styles/text.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './integrations.module.css';

const scopeOptions = API_KEY_SCOPES.map((s) => ({ value: s, title: apiKeyScopeTitles[s], hint: s }));

interface Values {
  name: string;
  scopes: string[];
}

export function ApiKeysCard({ companyId }: { companyId: number }) {
  const keys = useApiKeys(companyId);
  const { create, revoke } = useApiKeyActions(companyId);
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const { form, submit, pending } = useApiForm<Values, Values, { key: string }>({
    defaultValues: { name: '', scopes: ['inventory:read'] },
    send: (values) =>
      create.mutateAsync({ name: values.name, scopes: values.scopes as (typeof API_KEY_SCOPES)[number][] }),
    onSuccess: (answer) => {
      setMade(answer.key);
      setAdding(false);
      form.reset();
    },
    errors: { fields: ['name', 'scopes'], rename: { 'scopes.0': 'scopes' } },
  });

  const drop = async (key: TApiKey) => {
    if (!(await confirm({ title: t.revoke, text: t.revokeConfirm, danger: true, confirmLabel: t.revoke })))
      return;
    try {
      await revoke.mutateAsync(key.id);
    } catch (error) {
      toast(errorText(error), { tone: 'error' });
    }
  };

  const list = keys.data?.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="api-keys-title" data-testid="api-keys-card">
      <div className={layout.spread}>
        <h2 id="api-keys-title" className={styles.title}>
          {t.apiKeys}
        </h2>
        {!adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t.addKey}
          </Button>
        )}
      </div>
      {made && <SecretReveal title={t.newKey} text={t.keyOnce} value={made} onDone={() => setMade(null)} />}
      {adding && (
        <form className={styles.item} onSubmit={(e) => void submit(e)} noValidate data-testid="api-key-form">
          <FormText control={form.control} name="name" label={t.keyName} required maxLength={80} />
          <StringChecks
            control={form.control}
            name="scopes"
            legend={t.scopes}
            options={scopeOptions}
            emptyError={t.errors.scopesEmpty}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={pending}>
              {t.addKey}
            </Button>
            <Button variant="ghost" onClick={() => setAdding(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
      {keys.isPending ? (
        <PageSpinner />
      ) : keys.isError ? (
        <p className={styles.error}>{errorText(keys.error)}</p>
      ) : list.length === 0 ? (
        <p className={textStyles.note}>{t.apiKeysEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((key) => (
            <li key={key.id} className={styles.item} data-testid="api-key">
              <div className={styles.row}>
                <strong className={styles.name}>{key.name}</strong>
                {key.revokedAt ? (
                  <span className={styles.chip} data-tone="bad">
                    {t.revoked}
                  </span>
                ) : (
                  <span className={styles.chip} data-tone="good">
                    {t.enabled}
                  </span>
                )}
              </div>
              <div className={styles.row}>
                <code className={textStyles.secondary}>{key.prefix}</code>
                {key.scopes.map((s) => (
                  <span key={s} className={styles.chip}>
                    {s}
                  </span>
                ))}
              </div>
              <span className={textStyles.secondary}>
                {key.lastUsedAt ? fill(t.lastUsed, formatDateTime(key.lastUsedAt)) : t.neverUsed}
              </span>
              {!key.revokedAt && (
                <div className={styles.actions}>
                  <Button variant="ghost" size="sm" onClick={() => void drop(key)}>
                    {t.revoke}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
