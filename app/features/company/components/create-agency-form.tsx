// An agent founds an agency: name, INN (its check digits checked as typed and by the server), KPP and address.
import { CompanyKind, isValidInn, isValidKpp } from '#shared/companies.ts';
import type { TCompany } from '#shared/schemas/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCreateCompany } from '#app/resources/companies.ts';
import card from '#app/styles/card.module.css';
import styles from './company.module.css';

const t = companyTexts.profile;
const e = companyTexts.errors;

interface Values {
  name: string;
  inn: string;
  kpp: string;
  legalAddress: string;
}

const digits = (v: string) => v.replace(/\s+/g, '');

export function CreateAgencyForm({ onCreated }: { onCreated: (company: TCompany) => void }) {
  const create = useCreateCompany();
  const { form, submit, pending } = useApiForm<Values, Values, TCompany | null>({
    defaultValues: { name: '', inn: '', kpp: '', legalAddress: '' },
    send: async (values) => {
      const inn = digits(values.inn);
      const kpp = digits(values.kpp).toUpperCase();
      let ok = true;
      if (!values.name.trim()) {
        form.setError('name', { message: e.nameRequired });
        ok = false;
      }
      // An empty or short INN is the server's to name; a full one with wrong check digits is caught here.
      if (/^\d{10}$|^\d{12}$/.test(inn) && !isValidInn(inn)) {
        form.setError('inn', { message: e.innInvalid });
        ok = false;
      }
      if (kpp && !isValidKpp(kpp)) {
        form.setError('kpp', { message: e.kppInvalid });
        ok = false;
      }
      if (!ok) return null;
      return create.mutateAsync({
        kind: CompanyKind.agency,
        name: values.name,
        inn,
        kpp,
        legalAddress: values.legalAddress,
      });
    },
    onSuccess: (company) => {
      if (!company) return;
      toast(companyTexts.created, { tone: 'success' });
      onCreated(company);
    },
  });

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="create-agency"
    >
      <div>
        <h2 className={card.title}>{companyTexts.createTitle}</h2>
        <p className={styles.note}>{companyTexts.createIntro}</p>
      </div>
      <FormText control={form.control} name="name" label={t.name} required maxLength={200} />
      <div className={styles.pair}>
        <FormText
          control={form.control}
          name="inn"
          label={t.inn}
          hint={t.innHint}
          inputMode="numeric"
          maxLength={14}
          required
        />
        <FormText control={form.control} name="kpp" label={t.kpp} hint={t.kppHint} maxLength={11} />
      </div>
      <FormText control={form.control} name="legalAddress" label={t.legalAddress} maxLength={500} />
      <Button type="submit" loading={pending} data-testid="create-agency-submit">
        {companyTexts.createSubmit}
      </Button>
    </form>
  );
}
