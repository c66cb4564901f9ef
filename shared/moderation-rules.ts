// What a moderator may do to a user, the same on the server (which refuses the rest) and on the screen (which never
// offers it): nobody touches themselves; only admins touch or make moders and admins, banned ones included (a ban
// keeps the role it replaced, and unbanning gives it back).
import { Role } from './enums.ts';

export const STAFF_ROLES: readonly number[] = [Role.moder, Role.admin];

export const isStaffRole = (group: number) => STAFF_ROLES.includes(group);

/** The role a user has, or had before the ban; a ban that remembered none gives back a plain user. */
export function roleBeforeBan(target: { group: number; groupBeforeBan?: number | null }): number {
  return target.group === Role.disabled ? (target.groupBeforeBan ?? Role.user) : target.group;
}

/** Whether the actor may change the target's role at all. */
export function canManage(
  actor: { id: number; group: number },
  target: { id: number; group: number; groupBeforeBan?: number | null },
): boolean {
  if (actor.id === target.id) return false;
  return actor.group === Role.admin || !isStaffRole(roleBeforeBan(target));
}

/** Whether the actor may give this role (the ban is a role too, which anyone who manages the target gives). */
export const canGrant = (actor: { group: number }, group: number) =>
  actor.group === Role.admin || !isStaffRole(group);

/** Roles the screen offers (the ban is its own button). */
export function grantableRoles(actor: { group: number }): { value: number; title: string }[] {
  return Role.options
    .filter((o) => o.value !== Role.disabled)
    .filter((o) => canGrant(actor, o.value))
    .map((o) => ({ value: o.value, title: o.title }));
}
