import admin from './admin.json';
import auth from './auth.json';
import bulk from './bulk.json';
import common from './common.json';
import dashboard from './dashboard.json';
import editor from './editor.json';
import feedback from './feedback.json';
import legal from './legal.json';
import pages from './pages.json';
import pdf from './pdf.json';
import plans from './plans.json';
import refine from './refine.json';
import settings from './settings.json';

/**
 * What the web app shows of this language: every area but the server's own (errors, validation, checks,
 * questions, email), which the API formats before it answers.
 */
export default {
  ...common,
  ...auth,
  ...settings,
  ...refine,
  ...editor,
  ...dashboard,
  ...feedback,
  ...pages,
  ...legal,
  ...pdf,
  ...admin,
  ...plans,
  ...bulk,
};
