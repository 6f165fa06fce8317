import { logout as logoutCall } from './api/auth';
import { resetSession } from './session';

/**
 * Signs out (spec §4): calls the logout endpoint, then resets the session whatever it answered
 * (an expired token must still sign out locally).
 */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // No answer: the local session is still cleared.
  } finally {
    resetSession();
  }
}
