// The stage mapping: the CRM's pipeline, then for each Kvartal stage the CRM's stage of that pipeline (or none: not
// sent). The choices come from the CRM (useCrmPipelines); before they load, the saved choices show by their names.
import { Controller, type Control } from 'react-hook-form';
import { CRM_STAGE_KEYS } from '#shared/crm.ts';
import type { TCrmPipelines } from '#shared/schemas/crm.ts';
import { crmStageTitles, crmTexts as t } from '#shared/texts/crm.ts';
import { Select } from '#app/components/ui/select.tsx';
import type { CrmValues } from './crm-values.ts';
import text from '#app/styles/text.module.css';
import styles from './crm.module.css';

type Pipeline = TCrmPipelines['pipelines'][number];

export function CrmMapping({
  control,
  pipelines,
  pipelineId,
  names,
}: {
  control: Control<CrmValues>;
  pipelines: readonly Pipeline[];
  pipelineId: string | null;
  /** Saved stage names by id, for choices the CRM has not listed (yet). */
  names: Record<string, string>;
}) {
  const pipeline = pipelines.find((p) => p.id === pipelineId) ?? null;
  const pipelineOptions = pipelines.map((p) => ({ value: p.id, title: p.name }));
  const stageOptions = (current: string | null) => {
    const list = (pipeline?.stages ?? []).map((s) => ({ value: s.id, title: s.name }));
    if (current && !list.some((o) => o.value === current))
      list.push({ value: current, title: names[current] ?? current });
    return list;
  };
  return (
    <section className={styles.section} aria-labelledby="crm-mapping-title">
      <h3 id="crm-mapping-title" className={styles.subtitle}>
        {t.mapping}
      </h3>
      <p className={text.note}>{t.mappingHint}</p>
      {pipelines.length === 0 && <p className={text.note}>{t.noPipelines}</p>}
      <Controller
        control={control}
        name="pipelineId"
        render={({ field }) => (
          <Select
            label={t.pipeline}
            value={field.value}
            onChange={field.onChange}
            options={
              field.value && !pipelineOptions.some((o) => o.value === field.value)
                ? [...pipelineOptions, { value: field.value, title: field.value }]
                : pipelineOptions
            }
            name="pipelineId"
          />
        )}
      />
      <div className={styles.mapping} data-testid="crm-mapping">
        {CRM_STAGE_KEYS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={`stages.${key}`}
            render={({ field }) => (
              <Select
                label={crmStageTitles[key]}
                value={field.value ?? null}
                onChange={field.onChange}
                options={stageOptions(field.value ?? null)}
                placeholder={t.noStage}
                name={`stages.${key}`}
              />
            )}
          />
        ))}
      </div>
    </section>
  );
}
