/** What other features use of the dashboard: the newest saved session and how it is shown and opened. */
export { useLatestSession } from './api/list-sessions';
export { formatSavedAt, openSessionHref, titleOf } from './session-summary';
