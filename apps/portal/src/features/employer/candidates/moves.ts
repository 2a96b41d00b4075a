import {
  canMovePipeline,
  updatePipelineBodySchema,
  type PipelineEntryStatus,
  type UpdatePipelineBody,
} from '@bayti/data/contract';

/**
 * What a family can do with a candidate in its pipeline, in the order the row menu lists them.
 * No move hires: she is hired when she (or her agency) accepts the family's offer.
 */
export const MOVE_ACTIONS = [
  'interview',
  'select',
  'reject',
  'shortlist',
  'return',
  'replace',
] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];
/** The moves made in the move dialog: an interview is proposed in its own dialog. */
export type DialogMove = Exclude<MoveAction, 'interview'>;

/** The status each action moves a candidate to. */
export const MOVE_TARGET = {
  interview: 'interview',
  select: 'selected',
  reject: 'rejected',
  shortlist: 'shortlisted',
  return: 'returned',
  replace: 'replaced',
} as const satisfies Record<MoveAction, PipelineEntryStatus>;

/**
 * The actions the server allows from a status (PIPELINE_TRANSITIONS): a hired worker can only be
 * returned, a returned one replaced; none once replaced.
 */
export const movesFrom = (status: PipelineEntryStatus): MoveAction[] =>
  MOVE_ACTIONS.filter((action) => canMovePipeline(status, MOVE_TARGET[action]));

/**
 * The details a move asks for: a type and date to select, the day and MOHRE reason of a return,
 * the day of a replacement and who replaced her.
 */
export interface MoveDraft {
  selectionType: string | null;
  selectionDate: string | null;
  returnedOn: string | null;
  /** One of MOHRE's four cases (RETURN_REASONS); it decides the refund (decision 0026). */
  returnReason: string | null;
  replacedOn: string | null;
  /** The family's hired row that replaces the returned worker, if she names one. */
  replacementEntryId: number | null;
}

export type MoveFieldErrors = Partial<Record<keyof MoveDraft, string>>;

export type BuiltMove = { body: UpdatePipelineBody } | { errors: MoveFieldErrors };

/**
 * The PATCH body of a move, checked with the contract's schema first so a missing type or date is
 * named on its field before anything is sent (the server checks the same and stays the authority).
 */
export function buildMove(action: DialogMove, draft: MoveDraft): BuiltMove {
  const status = MOVE_TARGET[action];
  const raw =
    status === 'selected'
      ? {
          status,
          selectionType: draft.selectionType ?? undefined,
          selectionDate: draft.selectionDate ?? undefined,
        }
      : status === 'returned'
        ? {
            status,
            returnedOn: draft.returnedOn ?? undefined,
            returnReason: draft.returnReason ?? undefined,
          }
        : status === 'replaced'
          ? {
              status,
              replacedOn: draft.replacedOn ?? undefined,
              replacementEntryId: draft.replacementEntryId ?? undefined,
            }
          : { status };
  const result = updatePipelineBodySchema.safeParse(raw);
  if (result.success) return { body: result.data };
  const errors: MoveFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof MoveDraft;
    if (field in draft && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
