// What a moderator may do to a user (mirrors server/modules/moderation/change-role.ts, so the screen never offers
// what the server would refuse): nobody touches themselves; only admins touch or make moders and admins, banned ones
// included (a ban keeps the role it replaced, and unbanning gives it back).
import { Role } from '#shared/enums.ts';

const STAFF: number[] = [Role.moder, Role.admin];

/** The role a user has, or had before the ban; a ban remembered none before it was kept, so user then. */
export function roleBeforeBan(target: { group: number; groupBeforeBan?: number | null }): number {
  return target.group === Role.disabled ? (target.groupBeforeBan ?? Role.user) : target.group;
}

export function canManage(
  viewer: { id: number; group: number },
  target: { id: number; group: number; groupBeforeBan?: number | null },
): boolean {
  if (viewer.id === target.id) return false;
  return viewer.group === Role.admin || !STAFF.includes(roleBeforeBan(target));
}

/** Roles the viewer may give (the ban is its own button). */
export function grantableRoles(viewer: { group: number }): { value: number; title: string }[] {
  return Role.options
    .filter((o) => o.value !== Role.disabled)
    .filter((o) => viewer.group === Role.admin || !STAFF.includes(o.value))
    .map((o) => ({ value: o.value, title: o.title }));
}
