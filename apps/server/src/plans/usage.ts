import {
  canUse,
  type TMonthlyUsage,
  UNLIMITED_FEATURE,
  USAGE_KINDS,
  type UsageKind,
  usagePeriodEnd,
  usagePeriodStart,
} from '@resumeloop/contracts/features';
import type { MessageId } from '@resumeloop/i18n';
import type { UserRow } from '../auth/repositories/users';
import { AppError } from '../errors';
import { planSubjectOf } from './subject';
import { periodKey, type UsageRepository } from './usage-repository';

const LIMIT_MESSAGES: Record<UsageKind, MessageId> = {
  analyses: 'errors.plans.monthlyLimit.analyses',
  uploads: 'errors.plans.monthlyLimit.uploads',
};

/** The refusal of several at once (a bulk analysis), which says how many it needs and how many are left. */
const SEVERAL_MESSAGES: Record<UsageKind, MessageId> = {
  analyses: 'errors.bulk.monthlyLimit',
  uploads: 'errors.plans.monthlyLimit.uploads',
};

/** Midday (UTC) of a day: the day's date in any time zone the server formats it in. */
const middayOf = (day: Date) => new Date(day.getTime() + 12 * 60 * 60 * 1000);

export type UsageLimitsDependencies = {
  repository: UsageRepository;
  /**
   * What a free account may do each month, per kind: read at each count, as an admin may change them
   * while the server runs (admin/service-settings.ts).
   */
  limits: () => Promise<Record<UsageKind, number>>;
  now?: () => Date;
};

/**
 * The free plan's monthly limits (decision 0032): each analysis and upload of an account is counted in
 * the database for its calendar month (UTC); a free account over its limit is refused with 403
 * `monthly_limit_reached`, naming the limit and the day the count starts again. Accounts with the
 * `unlimited_uploads` gate (premium, admins) are counted and never refused.
 */
export function createUsageLimits(dependencies: UsageLimitsDependencies) {
  const { repository, limits } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  /** The account's limit of a kind this month; null when it has none. */
  async function limitOf(user: UserRow, kind: UsageKind): Promise<number | null> {
    return canUse(planSubjectOf(user), UNLIMITED_FEATURE) ? null : (await limits())[kind];
  }

  function refusal(kind: UsageKind, limit: number, at: Date): AppError {
    const resets = usagePeriodEnd(at);
    return new AppError('monthly_limit_reached', LIMIT_MESSAGES[kind], {
      values: { limit, resets: middayOf(resets) },
      extra: { kind, limit, resets_at: resets.toISOString() },
    });
  }

  function severalRefusal(kind: UsageKind, limit: number, needed: number, left: number, at: Date): AppError {
    const resets = usagePeriodEnd(at);
    return new AppError('monthly_limit_reached', SEVERAL_MESSAGES[kind], {
      values: { needed, left, resets: middayOf(resets) },
      extra: { kind, limit, needed, remaining: left, resets_at: resets.toISOString() },
    });
  }

  return {
    limitOf,

    /**
     * Runs `work` as one counted `kind` of the account's month: counted first (refused when the month's
     * limit is reached, before any work is done), and given back when the work fails, so a refused body
     * or an unreadable file does not use up the month.
     */
    async counted<T>(user: UserRow, kind: UsageKind, work: () => Promise<T>): Promise<T> {
      const at = now();
      const period = periodKey(usagePeriodStart(at));
      const limit = await limitOf(user, kind);
      if (limit === null) {
        await repository.add(user.id, period, kind);
      } else if ((await repository.claim(user.id, period, kind, limit)) === null) {
        throw refusal(kind, limit, at);
      }
      try {
        return await work();
      } catch (error) {
        await repository.release(user.id, period, kind);
        throw error;
      }
    },

    /**
     * Runs several counted works of one kind (a bulk analysis): every one is counted before any runs, or
     * none is (the month's limit cannot take them all: refused as a whole, naming how many are left), and
     * each work that fails is given back. The works run together; their outcomes come back in order.
     */
    async countedEach<T>(
      user: UserRow,
      kind: UsageKind,
      works: ReadonlyArray<() => Promise<T>>,
    ): Promise<PromiseSettledResult<T>[]> {
      const at = now();
      const period = periodKey(usagePeriodStart(at));
      const limit = await limitOf(user, kind);
      let claimed = 0;
      for (const _work of works) {
        if (limit === null) {
          await repository.add(user.id, period, kind);
        } else if ((await repository.claim(user.id, period, kind, limit)) === null) {
          for (; claimed > 0; claimed -= 1) await repository.release(user.id, period, kind);
          const used = (await repository.counts(user.id, period))[kind] ?? 0;
          throw severalRefusal(kind, limit, works.length, Math.max(0, limit - used), at);
        }
        claimed += 1;
      }
      const outcomes = await Promise.allSettled(works.map((work) => work()));
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') await repository.release(user.id, period, kind);
      return outcomes;
    },

    /** This month's counts of the account, its limits and what is left of them. */
    async report(user: UserRow): Promise<TMonthlyUsage> {
      const at = now();
      const start = usagePeriodStart(at);
      const counts = await repository.counts(user.id, periodKey(start));
      const entries = await Promise.all(
        USAGE_KINDS.map(async (kind) => {
          const used = counts[kind] ?? 0;
          const limit = await limitOf(user, kind);
          return [
            kind,
            { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) },
          ] as const;
        }),
      );
      return {
        period_start: start.toISOString(),
        resets_at: usagePeriodEnd(at).toISOString(),
        ...(Object.fromEntries(entries) as Record<UsageKind, TMonthlyUsage[UsageKind]>),
      };
    },
  };
}
export type UsageLimits = ReturnType<typeof createUsageLimits>;
