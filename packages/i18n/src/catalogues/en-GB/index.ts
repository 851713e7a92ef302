import admin from './admin.json';
import auth from './auth.json';
import bulk from './bulk.json';
import checks from './checks.json';
import common from './common.json';
import dashboard from './dashboard.json';
import editor from './editor.json';
import email from './email.json';
import errors from './errors.json';
import feedback from './feedback.json';
import legal from './legal.json';
import pages from './pages.json';
import pdf from './pdf.json';
import plans from './plans.json';
import questions from './questions.json';
import refine from './refine.json';
import report from './report.json';
import settings from './settings.json';
import validation from './validation.json';

/** Every message of this language, by id; each area's file holds the ids that begin with its name. */
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
  ...errors,
  ...validation,
  ...checks,
  ...questions,
  ...email,
  ...pdf,
  ...admin,
  ...plans,
  ...bulk,
  ...report,
};
