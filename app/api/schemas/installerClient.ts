/** Who the app is to the provider; apart from ./actions so the sign-in page's first download holds no zod (issue 17). */

/** The provider knows this app as 'concierge': the login's applicationId and the client of every action. */
export const INSTALLER_CLIENT = 'concierge';

/** The body every hub and device action carries: who asks, from which app. */
export interface ActionCaller {
  client: typeof INSTALLER_CLIENT;
  userId: string;
}
