// Characteristics, communications and checkout terms (PRODUCT §3) with their Russian titles; empty values are left out.
import {
  AgreementType,
  ContractTotal,
  Electricity,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  HouseType,
  Material,
  Parking,
  Payment,
  RoomType,
  Sewage,
  Territory,
  Water,
} from '#shared/enums.ts';
import type { TCharacteristics, TCheckout, TCommunications } from '#shared/schemas/object.ts';
import { formatDistance, formatNumber, formatPrice } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { type Fact, Facts as FactList } from '#app/components/ui/facts.tsx';
import { Chips } from './page-section.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './object-view.module.css';

/** The object page's ruled table of facts. */
const Facts = ({ items }: { items: readonly Fact[] }) => <FactList items={items} look="table" />;

const ch = realtyTexts.characteristics;
const co = realtyTexts.communications;
const ck = realtyTexts.checkout;

export function hasCharacteristics(c: TCharacteristics): boolean {
  return Object.values(c).some((v) => (Array.isArray(v) ? v.length > 0 : v != null));
}

export function CharacteristicsFacts({ value: c }: { value: TCharacteristics }) {
  return (
    <Facts
      items={[
        [ch.type, HouseType.title(c.type)],
        [ch.class, HouseClass.title(c.class)],
        [ch.material, Material.title(c.material)],
        [ch.territory, Territory.title(c.territory)],
        [ch.houseRoad, HouseRoad.title(c.houseRoad)],
        [ch.parking, c.parking.map((p) => Parking.title(p)).join(', ')],
        [
          ch.ceilingHeight,
          c.ceilingHeight != null ? fill(ch.ceilingHeightValue, formatNumber(c.ceilingHeight)) : '',
        ],
        [ch.distanceSea, formatDistance(c.distanceSea)],
      ]}
    />
  );
}

export function hasCommunications(c: TCommunications): boolean {
  return Object.values(c).some((v) => v != null);
}

export function CommunicationsFacts({ value: c }: { value: TCommunications }) {
  return (
    <Facts
      items={[
        [co.electricity, Electricity.title(c.electricity)],
        [co.gas, Gas.title(c.gas)],
        [co.sewage, Sewage.title(c.sewage)],
        [co.water, Water.title(c.water)],
        [co.heating, Heating.title(c.heating)],
      ]}
    />
  );
}

const SURCHARGES = [
  'docsSurchargePrice',
  'gasSurchargePrice',
  'trashSurchargePrice',
  'communicationsSurchargePrice',
  'balconySurchargePrice',
] as const;

export function hasCheckout(c: TCheckout): boolean {
  return Object.values(c).some((v) => (Array.isArray(v) ? v.length > 0 : v != null && v !== ''));
}

export function CheckoutFacts({ value: c }: { value: TCheckout }) {
  const surcharges = SURCHARGES.filter((key) => c[key] != null);
  return (
    <div className={layout.stack}>
      {c.payments.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>{ck.payments}</h3>
          <Chips items={c.payments.map((p) => Payment.title(p))} tone="primary" />
        </div>
      )}
      <Facts
        items={[
          [ck.roomTypes, c.roomTypes.map((r) => RoomType.title(r)).join(', ')],
          [ck.agreement, AgreementType.title(c.agreement)],
          [ck.contractTotal, ContractTotal.title(c.contractTotal)],
          [ck.serviceCost, c.serviceCost != null ? fill(ck.perMeter, formatPrice(c.serviceCost)) : ''],
        ]}
      />
      {c.checkout && (
        <div>
          <h3 className={styles.subTitle}>{ck.checkout}</h3>
          <p className={styles.text}>{c.checkout}</p>
        </div>
      )}
      {c.installmentConditions && (
        <div>
          <h3 className={styles.subTitle}>{ck.installmentConditions}</h3>
          <p className={styles.text}>{c.installmentConditions}</p>
        </div>
      )}
      {surcharges.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>{ck.surcharges}</h3>
          <Facts items={surcharges.map((key) => [ck[key], formatPrice(c[key])] as const)} />
        </div>
      )}
    </div>
  );
}
