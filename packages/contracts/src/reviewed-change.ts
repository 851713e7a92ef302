import { CHANGE_KINDS, CHANGE_VERDICTS, CLAIM_KINDS, WRITERS } from '@resumeloop/engine/review-constants';
import { z } from 'zod';

/**
 * A change a writer proposes (the built-in writer, a language model, or a rewrite pasted from another
 * tool), as the guard judged it: shared by refinement's response and the review of rewrites.
 */

export { CHANGE_KINDS, CHANGE_VERDICTS, CLAIM_KINDS, WRITERS };

export const changeVerdictSchema = z.enum(CHANGE_VERDICTS);
export type ChangeVerdict = z.infer<typeof changeVerdictSchema>;
export const claimKindSchema = z.enum(CLAIM_KINDS);
export type ClaimKind = z.infer<typeof claimKindSchema>;
export const writerSchema = z.enum(WRITERS);
export type Writer = z.infer<typeof writerSchema>;

/** One claim of a change that no source holds, or that goes further than its source. */
export const claimFlagSchema = z
  .object({
    /** The words that carry the claim, verbatim from the change's `after` (for a removal, its `before`). */
    text: z.string(),
    kind: claimKindSchema,
    /** Why, in plain words ('150 ms: your resume and answers say 250 ms'). */
    reason: z.string(),
    /**
     * The reason as a message of the catalogue ({ id, values }), kept with a held change so it is read in
     * the reader's language; absent from changes saved before it existed.
     */
    reason_ref: z.unknown().optional(),
    /** Where `text` stands in `after` (or `before` for a removal), as UTF-16 offsets. */
    start: z.number().int().min(0),
    end: z.number().int().min(0),
  })
  .meta({ id: 'ClaimFlag' });
export type ClaimFlag = z.infer<typeof claimFlagSchema>;

/** A change a writer proposes, as the guard judged it and the user sees it. */
export const reviewedChangeSchema = z
  .object({
    /** The change's id: what accepting, rejecting and (once applied) undoing name. */
    id: z.string(),
    kind: z.enum(CHANGE_KINDS),
    /** The section's heading as the resume shows it ('Experience'). */
    section: z.string(),
    /** The role it belongs to ('Backend Engineer, Lakeshore Freight'), or ''. */
    where: z.string(),
    before: z.string(),
    after: z.string(),
    verdict: changeVerdictSchema,
    flags: z.array(claimFlagSchema),
    /** applied: in the resume (undo it from the history); pending: waits for the user; rejected: left out. */
    status: z.enum(['applied', 'pending', 'rejected']),
  })
  .meta({ id: 'ReviewedChange' });
export type ReviewedChange = z.infer<typeof reviewedChangeSchema>;
