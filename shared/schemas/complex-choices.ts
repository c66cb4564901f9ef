// The complex's one-choice fields and the enumeration each is chosen from: the object's characteristics and
// communications (object.ts) and their partial updates (backoffice.ts) are read from these tables.
import type { z } from 'zod';
import {
  Electricity,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  HouseType,
  Material,
  Sewage,
  Territory,
  Water,
  type EnumValue,
} from '../enums.ts';
import { zEnum, type AnyEnum } from './enum.ts';

/** The characteristics chosen from a list (parking, chosen several times, is not one). */
export const HOUSE_CHOICES = {
  type: HouseType,
  class: HouseClass,
  material: Material,
  territory: Territory,
  houseRoad: HouseRoad,
} as const;

export const COMMUNICATION_CHOICES = {
  electricity: Electricity,
  gas: Gas,
  sewage: Sewage,
  water: Water,
  heating: Heating,
} as const;

export type ChoiceTable = Record<string, AnyEnum>;

/** The schema of an enumeration's value, as zEnum reads it. */
export type ZChoice<E> = z.ZodType<EnumValue<E>>;

/** Each field of `table`, read by `read` from its enumeration's zEnum (the caller names the result's type). */
export const mapChoices = <T extends ChoiceTable>(table: T, read: (schema: ZChoice<AnyEnum>) => z.ZodType) =>
  Object.fromEntries(Object.entries(table).map(([field, e]) => [field, read(zEnum(e))]));

/** Each field of `table` as a value of its enumeration or null. */
export const nullableChoices = <T extends ChoiceTable>(table: T) =>
  mapChoices(table, (schema) => schema.nullable()) as { [K in keyof T]: z.ZodNullable<ZChoice<T[K]>> };
