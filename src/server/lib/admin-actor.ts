/** Who acted in the admin panel, for the audit log: the session's admin, and from where. */
export interface AdminActor {
  userId: string;
  email: string | null;
  ip: string | null;
}
