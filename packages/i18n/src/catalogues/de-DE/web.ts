import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import editor from './editor.json';
import feedback from './feedback.json';
import pages from './pages.json';
import pdf from './pdf.json';
import plans from './plans.json';
import refine from './refine.json';

/**
 * What the web app loads of this language before its first render: every area but the server's own
 * (errors, validation, checks, questions, email), which the API formats before it answers, and the areas
 * of pages that load their own with their code (legal, settings, admin, bulk:
 * WEB_PAGE_AREAS in catalogue.ts).
 */
export default {
  ...common,
  ...auth,
  ...refine,
  ...editor,
  ...dashboard,
  ...feedback,
  ...pages,
  ...pdf,
  ...plans,
};
