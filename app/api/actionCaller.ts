import { INSTALLER_CLIENT, type ActionCaller } from './schemas';

/** The caller part of every hub and device action's body (spec 01 §7). */
export function actionCaller(userId: string): ActionCaller {
  return { client: INSTALLER_CLIENT, userId };
}
