/**
 * What other features use of plans (SPEC §6): the signed-in user's gates and monthly counts
 * (GET /api/features), the gate around a premium feature, and the card a closed gate shows.
 */
export { atsReportEndpoint, downloadAtsReport } from './api/download-ats-report';
export { FEATURES_QUERY_KEY, getFeatures, refreshFeatures, useFeatures } from './api/get-features';
export { AtsReportDownload } from './components/ats-report-download';
export { FeatureGate } from './components/feature-gate';
export { LockedFeature } from './components/locked-feature';
export { MonthlyUsage } from './components/monthly-usage';
export { isMonthlyLimitError } from './monthly-limit';
export {
  PREMIUM_CONTACT_HREF,
  PREMIUM_CONTACT_TOPIC,
  PREMIUM_FEATURE_MESSAGES,
  type PremiumFeature,
} from './plan-messages';
export { type GateState, useFeatureGate } from './use-feature-gate';
