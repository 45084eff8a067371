/** Who acted in the admin panel, for the audit log: the session's admin, and from where. */
export interface AdminActor {
  userId: string;
  email: string | null;
  ip: string | null;
}

/** The audit fields of an admin's action: the admin by user id and (encrypted) address, and their network. */
export function auditFieldsOf(actor: AdminActor): { actorUserId: string; actorEmail: string | null; ipAddress: string | null } {
  return { actorUserId: actor.userId, actorEmail: actor.email, ipAddress: actor.ip };
}
