// #characteristics: house type, class, material, territory, road, parking, ceiling height, distance to the sea.
import {
  HouseClass,
  HouseRoad,
  HouseType,
  Material,
  Parking,
  type THouseClass,
  type THouseRoad,
  type THouseType,
  type TMaterial,
  type TParking,
  type TTerritory,
  Territory,
} from '#shared/enums.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { numberText, orNull } from '../../lib/form-values.ts';
import { FormChecks, FormNumber, FormSelect } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;

interface Values {
  type: THouseType | null;
  class: THouseClass | null;
  material: TMaterial | null;
  territory: TTerritory | null;
  houseRoad: THouseRoad | null;
  parking: TParking[];
  ceilingHeight: string;
  distanceSea: string;
}

const toValues = ({ characteristics: c }: TBackofficeObject): Values => ({
  type: c.type,
  class: c.class,
  material: c.material,
  territory: c.territory,
  houseRoad: c.houseRoad,
  parking: c.parking,
  ceilingHeight: numberText(c.ceilingHeight),
  distanceSea: numberText(c.distanceSea),
});

export function CharacteristicsTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    toValues,
    (v) => ({
      characteristics: {
        ...v,
        ceilingHeight: orNull(v.ceilingHeight),
        distanceSea: orNull(v.distanceSea),
      },
    }),
    'characteristics',
  );
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <div className={styles.grid}>
        <FormSelect control={control} name="type" label={f.houseType} options={HouseType.options} />
        <FormSelect control={control} name="class" label={f.houseClass} options={HouseClass.options} />
        <FormSelect control={control} name="material" label={f.material} options={Material.options} />
        <FormSelect control={control} name="territory" label={f.territory} options={Territory.options} />
        <FormSelect control={control} name="houseRoad" label={f.houseRoad} options={HouseRoad.options} />
        <FormNumber control={control} name="ceilingHeight" label={f.ceilingHeight} suffix={f.metres} />
        <FormNumber control={control} name="distanceSea" label={f.distanceSea} suffix={f.metres} />
      </div>
      <FormChecks control={control} name="parking" label={f.parking} options={Parking.options} />
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
