/**
 * Permissions are named strings; roles are named sets of them (spec §6 leaves both open; the
 * decisions are in docs/roles.md). Routes declare permissions, never roles, so a role can be
 * reshaped here without touching a controller.
 */
export const PERMISSIONS = [
  'users.read',
  'users.manage',
  'reference.manage',
  'applications.read',
  'applications.assign',
  'applications.review',
  'applications.decide',
  'payments.confirm',
  'legacy.import',
  'legacy.reintroduce',
  'audit.read',
  'certificates.issue',
  'records.rectify',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['system_admin', 'reviewer', 'director', 'cashier', 'trade_name_department', 'auditor', 'registrar'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  system_admin: ['users.read', 'users.manage', 'reference.manage', 'legacy.import', 'applications.read'],
  reviewer: ['applications.read', 'applications.review'],
  /** Also rectifies the register after the grant (a clerical error): a decision on the record, not an examination's step. */
  director: ['applications.read', 'applications.assign', 'applications.decide', 'records.rectify'],
  cashier: ['applications.read', 'payments.confirm'],
  trade_name_department: ['applications.read', 'legacy.import', 'legacy.reintroduce'],
  auditor: ['applications.read', 'audit.read', 'users.read'],
  /** Issues certificates (issue 33 §2): neither examines nor approves, so four-eyes holds by role as well as by person. */
  registrar: ['applications.read', 'certificates.issue'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(roles: readonly string[]): Set<Permission> {
  const out = new Set<Permission>();
  for (const role of roles) if (isRole(role)) for (const p of ROLE_PERMISSIONS[role]) out.add(p);
  return out;
}
