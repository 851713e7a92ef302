/**
 * Every text the score report shows, in English, keyed by message id: each check's label, the reason it
 * matters and the fix shown when it fails (ids '<check id>.label', '.reason', '.fix'), the report's
 * warnings, and the words the fixes put together. A '{name}' in a text is filled from the parameters the
 * check passes (message.ts). The check tables refer to these ids only, so a translation is another record
 * with the same keys.
 */
export const MESSAGES_EN = {
  // Lists in a fix or a warning: the first few items, then how many more.
  'list.and_more': '{items} and {count} more',

  // formatting
  'length_within_norm.label': 'Length within the norm',
  'length_within_norm.reason':
    'Recruiters skim; a resume far outside the usual length is read less or looks thin.',
  'length_within_norm.fix': 'Bring the resume to {low}-{high} words (now {words}) and at most {pages} pages.',
  'one_bullet_glyph.label': 'One bullet style',
  'one_bullet_glyph.reason':
    'Mixed bullet glyphs look careless and some ATS read unusual glyphs as stray characters.',
  'one_bullet_glyph.fix': 'Use one bullet glyph throughout (found {glyphs}).',
  'one_date_format.label': 'One date format',
  'one_date_format.reason': 'One date format reads cleanly and parses reliably.',
  'one_date_format.fix': "Write every date the same way, e.g. 'Mar 2021 – Present' ({count} styles now).",
  'few_long_bullets.label': 'Bullets of at most two lines',
  'few_long_bullets.reason': 'Bullets longer than two printed lines are skipped by skimming readers.',
  'few_long_bullets.fix': 'Split or tighten the {count} bullets over 200 characters.',
  'no_walls_of_text.label': 'No walls of text',
  'no_walls_of_text.reason': 'Paragraphs over four lines inside experience hide the results in them.',
  'no_walls_of_text.fix':
    'Break the {count} long paragraphs in your experience into bullets, one result each.',
  'no_layout_artefacts.label': 'No layout artefacts',
  'no_layout_artefacts.reason':
    'Runs of spaces, tabs and repeated lines betray columns or tables that ATS scramble.',
  'no_layout_artefacts.fix':
    'Remove column layouts and repeated lines ({gapLines} lines with column gaps, {repeatedLines} repeated lines).',
  'one_heading_style.label': 'Headings in one style',
  'one_heading_style.reason': 'Headings in one style make the structure obvious at a glance.',
  'one_heading_style.fix': 'Write all section headings in the same case and style.',
  'no_emoji.label': 'No emoji or decorative symbols',
  'no_emoji.reason': 'Emoji and decorative symbols come out as garbage in many ATS.',
  'no_emoji.fix': 'Remove the {count} emoji or decorative symbols.',

  // structure
  'reads_as_resume.label': 'Reads as a resume',
  'reads_as_resume.reason':
    'A resume names your roles with dates, your schooling and your skills, and how to reach you.',
  'reads_as_resume.fix': 'Paste your whole resume: {missing}.',
  'contact_complete.label': 'Name, email and phone at the top',
  'contact_complete.reason': 'A recruiter who cannot reach you cannot call you back.',
  'contact_complete.fix': 'Put your {missing} in the first lines.',
  'contact_complete.name': 'name',
  'contact_complete.email': 'email',
  'contact_complete.phone': 'phone',
  'core_sections.label': 'Experience, education and skills sections',
  'core_sections.reason': 'ATS and readers look for these three sections by name.',
  'core_sections.fix': 'Add a {sections} section.',
  'industry_sections.label': 'The sections this industry expects',
  'industry_sections.reason':
    'Each industry has sections its readers look for: licences in healthcare, publications in research, a portfolio in design.',
  'industry_sections.fix': 'Add {missing}.',
  'industry_sections.section': 'a {section} section',
  'industry_sections.portfolio_link': 'a portfolio link',
  'industry_credentials.label': 'The licences or certifications this industry expects',
  'industry_credentials.reason':
    'Some industries screen on a credential first: a nursing licence, a CDL, a teaching certificate.',
  'industry_credentials.fix': 'List {credential} if you hold it, with its issuer and date.',
  'industry_credentials.any_credential': 'the credential your field expects',
  'reverse_chronological.label': 'Experience newest first',
  'reverse_chronological.reason': 'Readers expect the most recent role first.',
  'reverse_chronological.fix': 'Order your roles from newest to oldest.',
  'entries_complete.label': 'Every role has title, employer and dates',
  'entries_complete.reason':
    'A role without a title, an employer or dates cannot be placed on your timeline.',
  'entries_complete.fix': 'Give every role a title, an employer and dates ({complete} of {roles} complete).',
  'has_summary.label': 'A summary (not an objective)',
  'has_summary.reason':
    'With three or more years of experience, a two-line summary tells the reader who you are; an objective reads as dated.',
  'has_summary.fix': 'Open with a two-line summary of your role, years and strongest results.',
  'sensible_order.label': 'Experience before education',
  'sensible_order.reason': 'Education first only suits students and new graduates.',
  'sensible_order.fix': 'Move your education below your experience.',

  // content_impact
  'quantified_results.label': 'Bullets with measurable results',
  'quantified_results.reason':
    'A number (%, money, time, scale) turns a duty into a result a reader can weigh.',
  'quantified_results.fix': 'Add a number to more bullets: {quantified} of {bullets} carry one now.',
  'action_verbs.label': 'Bullets opening with an action verb',
  'action_verbs.reason': 'An action verb first says what you did before the reader moves on.',
  'action_verbs.fix': 'Open more bullets with a strong verb ({opening} of {bullets} do now).',
  'no_weak_openers.label': "No weak openers ('Responsible for', 'Helped')",
  'no_weak_openers.reason': "'Responsible for' and 'Helped' describe duties, not what you achieved.",
  'no_weak_openers.fix': 'Rewrite the {count} bullets that open with a weak phrase.',
  'bullets_per_role.label': '3-6 bullets for recent roles',
  'bullets_per_role.reason':
    'Recent roles need enough detail to judge; more than six bullets buries the best.',
  'bullets_per_role.fix': 'Give each of your two most recent roles 3 to 6 bullets.',
  'recent_role_detailed.label': 'Most recent role the most detailed',
  'recent_role_detailed.reason': 'Your latest role is the one a reader weighs most.',
  'recent_role_detailed.fix': 'Describe your most recent role in the most detail.',

  // ats_compliance
  'standard_headings.label': 'Standard section headings',
  'standard_headings.reason': 'ATS file your text by heading; an unknown heading can hide a whole section.',
  'standard_headings.fix': 'Rename {headings} to standard headings (Experience, Education, Skills...).',
  'contact_in_body.label': 'Contact details in the body text',
  'contact_in_body.reason': 'Contact details in headers, footers or images are often not read by ATS.',
  'contact_in_body.fix': 'Put your email and phone as plain text at the top of the page.',
  'dates_parseable.label': 'Every date readable',
  'dates_parseable.reason': 'ATS compute your years of experience from dates they can read.',
  'dates_parseable.fix': "Write {dates} as month and year, e.g. 'Mar 2021 – Present'.",
  'dates_parseable.missing_dates': 'the missing dates',
  'no_columns_or_tables.label': 'No column or table artefacts',
  'no_columns_or_tables.reason': 'Text laid out in columns or tables is read across, mixing unrelated lines.',
  'no_columns_or_tables.fix': 'Use a single-column layout without tables ({count} lines show column gaps).',
  'no_odd_glyphs.label': 'No unusual characters',
  'no_odd_glyphs.reason':
    'Private-use glyphs and mis-encoded characters show up as garbage after extraction.',
  'no_odd_glyphs.fix': 'Replace the {count} unusual or mis-encoded characters with plain text.',
  'text_extractable.label': 'At least 150 words of text read',
  'text_extractable.reason':
    'Under 150 words gives an ATS little to match; a scanned PDF with no text layer reads as nearly blank.',
  'text_extractable.fix':
    'Only {words} words were read: describe your work in more detail, and if you uploaded a PDF, export it as a text-based PDF (not a scan or an image).',
  'acronyms_expanded.label': 'Key acronyms spelled out once',
  'acronyms_expanded.reason':
    "Some ATS search the full form, some the acronym: 'Search Engine Optimization (SEO)' matches both.",
  'acronyms_expanded.fix': 'Spell out {acronyms} once.',

  // language_clarity
  'spelling.label': 'Spelling',
  'spelling.reason': 'A typo is read as carelessness.',
  'spelling.fix': 'Fix the spelling of {words}.',
  'bullet_length.label': 'Bullets of 8-25 words',
  'bullet_length.reason': 'Bullets of 8 to 25 words carry one result each and stay readable.',
  'bullet_length.fix': 'Aim for 8 to 25 words a bullet (average now {average}).',
  'clean_writing.label': 'Clean sentences',
  'clean_writing.reason':
    'A line that starts in lower case, repeats a word or puts a capital mid-word looks careless.',
  'clean_writing.fix': 'Fix the start, repeated words or capitals of {lines}.',
  'few_passive.label': 'Active voice',
  'few_passive.reason': "'Was managed by' hides who did the work.",
  'few_passive.fix': 'Rewrite {count} passive constructions in the active voice.',
  'no_filler.label': "No filler ('various', 'successfully')",
  'no_filler.reason': 'Filler words take space and add nothing.',
  'no_filler.fix': "Cut filler words such as 'various', 'successfully', 'etc.' ({count} found).",
  'varied_verbs.label': 'Varied opening verbs',
  'varied_verbs.reason': 'The same verb three times in a row reads as a template.',
  'varied_verbs.fix': 'Vary the verbs you open with: {verbs} open more than two bullets.',
  'no_buzzwords.label': "No empty buzzwords ('team player')",
  'no_buzzwords.reason': "'Results-driven team player' claims what your bullets should show.",
  'no_buzzwords.fix':
    "Replace buzzwords like 'results-driven' or 'team player' with evidence ({count} found).",

  // professionalism
  'no_first_person.label': 'No first-person pronouns in bullets',
  'no_first_person.reason': "Resume convention drops 'I' and 'my': the reader knows it is you.",
  'no_first_person.fix': "Remove 'I', 'me' and 'my' from {count} bullets.",
  'consistent_tense.label': 'Past tense for past roles',
  'consistent_tense.reason':
    'Past roles in the past tense, the current role in the present, reads as careful writing.',
  'consistent_tense.fix': 'Put the {count} bullets of past roles in the past tense.',
  'professional_email.label': 'A professional email address',
  'professional_email.reason': 'A nickname address undercuts everything else on the page.',
  'professional_email.fix': 'Use an address based on your name.',
  'no_personal_details.label': 'No personal details that invite bias',
  'no_personal_details.reason':
    'Age, marital status, photos or ID numbers invite bias and are not expected in US hiring.',
  'no_personal_details.fix': 'Remove {details}.',
  'no_references_line.label': "No 'References available upon request'",
  'no_references_line.reason': 'It is assumed, and the line takes space.',
  'no_references_line.fix': "Delete 'References available upon request'.",
  'no_slang.label': 'No slang or exclamation marks',
  'no_slang.reason': 'A resume is a formal document.',
  'no_slang.fix': 'Remove slang and exclamation marks ({count} found).',

  // tailoring
  'required_skills.label': 'Required skills shown',
  'required_skills.reason':
    'ATS rank resumes by the required skills they can find, and a reader trusts skills shown in bullets.',
  'required_skills.fix': 'Show where you used {skills}, if you have, in an experience bullet.',
  'required_skills.fix_listed_only':
    'Move the required skills from your skills list into experience bullets that show them in use.',
  'field_fit.label': "The job's field",
  'field_fit.reason':
    "A resume whose skills come from the job's field reads as a fit; one from another field does not, whatever its keywords.",
  'field_fit.fix': 'Lead with the experience and skills closest to {field}, if you have them.',
  'field_fit.any_field': 'the job',
  'preferred_skills.label': 'Preferred skills shown',
  'preferred_skills.reason': 'Preferred skills break ties between qualified candidates.',
  'preferred_skills.fix': 'Mention the preferred skills you really have: {skills}.',
  'preferred_skills.fix_listed_only':
    'Move the preferred skills from your skills list into experience bullets that show them in use.',
  'duty_keywords.label': 'Tools of the duties shown',
  'duty_keywords.reason':
    'The tools and methods the duties name are not requirements, but an ATS matches them like any other keyword.',
  'duty_keywords.fix': 'Where you have used them, name them in your bullets: {skills}.',
  'title_fit.label': 'Title and seniority fit',
  'title_fit.reason':
    'Recruiters search by title; a headline matching the role tells them you are the person they are looking for.',
  'title_fit.fix':
    "Add a headline that names the role you are applying for ('{role}'), if it honestly describes your work.",
  'years_experience.label': 'Years of experience',
  'years_experience.reason': 'Many ATS filter on years of experience computed from your dates.',
  'years_experience.fix':
    'The job asks for {required}+ years; make sure every relevant role has dates ({found} years found).',
  'education.label': 'Education the job asks for',
  'education.reason': 'Degree requirements are a common hard filter.',
  'education.fix': 'State your highest degree plainly (the job asks for {degree}).',
  'education.any_degree': 'a degree',
  'certifications.label': 'Certifications and licences the job names',
  'certifications.reason': 'Named certifications and licences are often screened for exactly.',
  'certifications.fix': 'List {certifications} if you hold them, with issuer and date.',
  'soft_skills.label': 'Soft skills the job names',
  'soft_skills.reason': 'Soft skills matter little to an ATS, more to the reader when shown through results.',
  'soft_skills.fix': 'Show {skills} through a result rather than a claim.',
  'no_keyword_stuffing.label': 'No text copied from the job',
  'no_keyword_stuffing.reason':
    'Pasting the job description into a resume is spotted by recruiters and earns nothing.',
  'no_keyword_stuffing.fix':
    'Delete the text copied from the job description and show the skills in your own bullets.',

  // warnings
  'warning.not_a_resume':
    'This text does not read as a resume ({missing}), so it is scored low. Paste your whole resume.',
  'warning.spelling_not_checked': 'Spelling was not checked (no dictionary loaded).',
  'warning.copied_from_job':
    '{lines} lines ({words} words) repeat the job description word for word; they earn no credit. Show the skills in your own bullets instead.',
  'warning.skills_only_listed':
    "{count} of the job's skills appear only in your skills list ({skills}); show them in experience bullets to get full credit.",
  'warning.skills_repeated': '{skills} repeated more than eight times; repetition earns no extra credit.',
} as const;

export type MessageId = keyof typeof MESSAGES_EN;
