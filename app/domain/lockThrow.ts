/**
 * The lock throw dialog as a pure flow (spec 02 §2, §4, §5): step 1 asks whether the throw is
 * fine; No leads to troubleshooting, where 'I Fixed It' or 'Report It' lead to a thank-you screen.
 * Each answer is recorded in the lock's to-do as it is given; closing saves the description.
 */
import type { IssueResult, LockThrow } from './unitTodo';

export type LockThrowStage = 'assess' | 'troubleshoot' | 'result';

export type LockThrowEvent = { type: 'yes' } | { type: 'no' } | { type: 'resolve'; result: IssueResult; description: string } | { type: 'done' };

export interface LockThrowStep {
  /** Null: the dialog closes. */
  stage: LockThrowStage | null;
  /** What to record in the lock's to-do, if anything. */
  record: LockThrow | null;
}

export function lockThrowTransition(stage: LockThrowStage, event: LockThrowEvent): LockThrowStep {
  switch (event.type) {
    case 'yes':
      return stage === 'assess' ? { stage: null, record: { nothingButAir: true, resultOfIssue: null } } : { stage, record: null };
    case 'no':
      return stage === 'assess' ? { stage: 'troubleshoot', record: { nothingButAir: false } } : { stage, record: null };
    case 'resolve':
      return stage === 'troubleshoot'
        ? { stage: 'result', record: { resultOfIssue: event.result, description: event.description.trim() || null } }
        : { stage, record: null };
    case 'done':
      return { stage: null, record: null };
  }
}

export type LockThrowButton = 'yes' | 'no' | 'fixed' | 'report' | 'done';

/** The buttons of each stage, in the order they stand. */
export const lockThrowButtons: Record<LockThrowStage, readonly LockThrowButton[]> = {
  assess: ['no', 'yes'],
  troubleshoot: ['report', 'fixed'],
  result: ['done'],
};

/** Spec 02 §9, with {product} filled in by the caller. */
export const ownInstallerTypes = (product: string): readonly string[] => [product, 'Powers IoT', 'CallTek', 'HelloTech'];

/**
 * Spec 02 §5: when the community's deadbolt installer type is not one of the provider's own, a
 * description is required. A community that names no installer type is not known to be served by
 * the provider's own installers, so it asks for one too (decision 0230).
 */
export function descriptionRequired(installerType: string | null | undefined, product: string): boolean {
  const type = installerType?.trim().toLowerCase() ?? '';
  return !ownInstallerTypes(product).some((own) => own.toLowerCase() === type);
}

/** 'I Fixed It' and 'Report It' wait for a description while one is required. */
export function resolveEnabled(required: boolean, description: string): boolean {
  return !required || description.trim().length > 0;
}
