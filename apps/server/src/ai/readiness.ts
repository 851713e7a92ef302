import type { TReadyAi } from '@resumeloop/contracts/health';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmWriter } from './llm-writer';

export type AiReadiness = {
  /** What GET /api/ready says about the writer. */
  view(): TReadyAi;
  /** Checks the model once and logs one line saying whether it answered; never throws. */
  checkOnce(log: FastifyBaseLogger, signal?: AbortSignal): Promise<void>;
};

/** Whether the model answered its check; undefined `writer`: the built-in writer alone. */
export function createAiReadiness(writer: LlmWriter | undefined): AiReadiness {
  let reachable: boolean | null = null;
  return {
    view() {
      if (!writer) return { provider: 'embedded' };
      return { provider: 'openai-compatible', model: writer.describe().model, reachable };
    },
    async checkOnce(log, signal) {
      if (!writer) return;
      const { model, base_url } = writer.describe();
      const which = `AI writer: openai-compatible model ${model} at ${base_url}`;
      let outcome: { reachable: boolean; detail: string };
      try {
        outcome = await writer.check(signal);
      } catch (error) {
        outcome = { reachable: false, detail: error instanceof Error ? error.message : String(error) };
      }
      // Stopped by the app's close: the answer says nothing about the model.
      if (signal?.aborted) return;
      reachable = outcome.reachable;
      if (outcome.reachable) log.info(`${which} is reachable (${outcome.detail})`);
      else log.warn(`${which} is not reachable (${outcome.detail}); the built-in writer answers until it is`);
    },
  };
}
