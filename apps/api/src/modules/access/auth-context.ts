import type { SessionUser } from '@marketplace/contracts';

/** Who is calling, for a request that carried a valid session cookie (auth/sessions.service.ts resumes it). */
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
}
