// Zod readers for the enumerations of shared/enums.ts, in the client's form (a number or a numeric string).
import { z } from 'zod';
import {
  Ability,
  JoinState,
  UserStatus,
  type EnumValue,
  type NumericEnum,
  type TAbility,
  type TJoinState,
  type TUserStatus,
} from '../enums.ts';
import { zInt } from './form.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEnum = NumericEnum<any>;
const cache = new WeakMap<AnyEnum, z.ZodType>();

/** zEnum(CellStatus) reads 4 or "4" and refuses values the enum lacks. */
export function zEnum<E extends AnyEnum>(e: E): z.ZodType<EnumValue<E>> {
  let schema = cache.get(e);
  if (!schema) {
    schema = zInt.refine((v) => e.has(v), 'Недопустимое значение');
    cache.set(e, schema);
  }
  return schema as z.ZodType<EnumValue<E>>;
}

export const ZAbility = z.enum(Object.values(Ability) as [TAbility, ...TAbility[]]);
export const ZUserStatus = z.enum(Object.values(UserStatus) as [TUserStatus, ...TUserStatus[]]);
export const ZJoinState = z.enum(Object.values(JoinState) as [TJoinState, ...TJoinState[]]);
