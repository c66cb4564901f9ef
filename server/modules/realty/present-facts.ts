// A complex's facts as both the object page and the back-office editor present them: characteristics,
// communications, the checkout terms and the sales contacts.
import { Electricity, Gas, Sewage, Water } from '#shared/enums.ts';
import type { ContactRow, ObjectRow } from '../../db/schema/index.ts';

export function presentFacts(object: ObjectRow) {
  return {
    characteristics: {
      type: object.houseType,
      class: object.houseClass,
      material: object.material,
      territory: object.territory,
      houseRoad: object.houseRoad,
      parking: object.parking,
      ceilingHeight: object.ceilingHeight,
      distanceSea: object.distanceSea,
    },
    communications: {
      // These columns are plain numbers in the schema: a value outside the variant list reads as not given.
      electricity: Electricity.has(object.electricity) ? object.electricity : null,
      gas: Gas.has(object.gas) ? object.gas : null,
      sewage: Sewage.has(object.sewage) ? object.sewage : null,
      water: Water.has(object.water) ? object.water : null,
      heating: object.heating,
    },
    checkout: {
      checkout: object.checkout,
      agreement: object.agreement,
      payments: object.payments,
      roomTypes: object.roomTypes,
      contractTotal: object.contractTotal,
      installmentConditions: object.installmentConditions,
      docsSurchargePrice: object.docsSurchargePrice,
      serviceCost: object.serviceCost,
      gasSurchargePrice: object.gasSurchargePrice,
      trashSurchargePrice: object.trashSurchargePrice,
      communicationsSurchargePrice: object.communicationsSurchargePrice,
      balconySurchargePrice: object.balconySurchargePrice,
    },
  };
}

export const presentContact = (c: ContactRow) => ({
  id: c.id,
  position: c.position,
  name: c.name,
  phone: c.phone,
  phone2: c.phone2,
  email: c.email,
  email2: c.email2,
});
