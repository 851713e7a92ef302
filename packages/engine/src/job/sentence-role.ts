/**
 * What a sentence of a job ad does, as a recruiter reads it: it states a requirement (something the
 * candidate must or should bring: 'Experience with Revit', '3+ years in a clinic', 'Strong communication
 * skills'), or it describes a duty of the role ('Design and deploy cloud software', 'You will own the
 * roadmap'). Skills named in a duty are words an ATS may match, not requirements: 'Work in an Agile
 * environment' asks for no Agile, 'Collect data, clean it and analyze it' asks for no Data Analysis.
 *
 * Under a requirements heading every sentence is a requirement unless it plainly speaks of the work to
 * be done ('You will ...'). Elsewhere (duties, the role's summary, an ad without headings) a sentence is
 * a requirement only when it says so: it opens like one ('Experience in ...', 'Knowledge of ...',
 * 'Bachelor's degree ...', 'Excellent written skills') or speaks of the candidate ('the ideal candidate
 * will have ...', 'you bring ...', '... is required').
 */
import { verbForms } from '../taxonomy/wording';
import type { JobPart } from './read-job-text';

export type SentenceRole = 'requirement' | 'duty';

/** A sentence that opens as a qualification does. */
export const REQUIREMENT_OPENER = new RegExp(
  String.raw`^(?:(?:at least|a minimum of|minimum(?: of)?|over|more than|up to)\s+)?(?:\(?\d+\)?\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+\s*)?(?:(?:-|–|to)\s*\d+\s*\+?\s*)?(?:\(\d+\)\s*)?(?:years?|yrs|months?)\b` +
    String.raw`|^(?:(?:a|an|the)\s+)?(?:previous|prior|proven|demonstrated|demonstrable|relevant|related|direct|hands-on|professional|recent|some|extensive|solid|strong|excellent|exceptional|outstanding|superior|good|great|superb|effective|advanced|basic|working(?= knowledge| experience| familiarity| proficiency| understanding)|in-depth|thorough|deep|sound|keen|high|clear|comfortable|familiarity|familiar|knowledge|knowledgeable|understanding|awareness|experience|experienced|expertise|expert|proficien\w*|ability|abilities|able|capable|capacity|skilled|skills?|competen\w*|fluen\w*|bilingual|multilingual|bachelor\w*|master\w*|associate(?:'|’)?s?\b(?= degree)|degree|diploma|high school|ged|b\.?\s?s\b|b\.?\s?a\b|m\.?\s?s\b|mba|ph\.?\s?d|doctora\w*|certif\w*|licen[cs]\w*|registered|current|valid|active|must|required|requires?|should|passion\w*|track record|background|self-\w+|detail-oriented|attention|willing\w*|eligib\w*|authori[sz]ed|possess\w*|mastery|command|history of|exposure|commitment|dedication|motivated|organi[sz]ed|available|availability)\b`,
  'i',
);

/** 'Comprehensive knowledge of ...', 'Advanced Excel experience', 'Basic mechanical and electrical skills'. */
const QUALITY_OPENER =
  /^(?:[\w'’+#/-]+[\s,]+){0,4}(?:knowledge|experience|skills?|understanding|abilit(?:y|ies)|proficiency|familiarity|expertise|background|certification|licen[cs]e|degree)\b/i;

/** The candidate named as the one who has or is something: checked before any sign of a duty. */
const CANDIDATE_SPEECH =
  /\b(?:ideal candidates?|successful (?:candidates?|applicants?|hires?|members of (?:our|the) team|team members)|qualified candidates?|(?:position|role|candidate|individual|person|applicant) (?:should|must|will need to) (?:also )?(?:be|have|possess|hold))\b|\b(?:required|preferred|a must)\.?!?$/i;

/** A sentence that speaks of the candidate or insists ('the ideal candidate will have', 'is required'). */
const REQUIREMENT_SPEECH =
  /\b(?:(?:it is )?expected that you will be|you (?:will|should) be (?:able|comfortable|detail|organi[sz]ed|proficient|familiar|skilled|fluent)|we(?:['’]re| are) (?:looking for|seeking|hiring)\b[^.]{0,80}\bwith\b|ideal candidate|successful candidate|qualified candidates?|candidates? (?:should|must|will (?:have|be|possess|bring))|applicants? (?:should|must)|you (?:have|bring|are|possess|hold|should|must|need)|you['’](?:ve| have| re)|we['’]?(?:re| are) looking for (?:someone|a candidate|an individual|a person|people)|must (?:have|be|possess|hold)|(?:is|are) (?:required|preferred|a (?:big |huge )?plus|an advantage|desired|desirable|essential|mandatory)|a plus\b|nice to have|would be (?:great|a plus|beneficial)|requires? (?:a|an|at least|\d|knowledge|experience|the ability|proficiency|strong|excellent)|experience (?:with|in|using|working|of)\b|knowledge of|proficien\w* (?:in|with)|familiar(?:ity)? with)/i;

/** A sentence that speaks of the work to be done rather than of the person. */
export const DUTY_SPEECH =
  /^(?:you will|you['’]ll|will\b|the \w+(?: \w+)? will|this (?:role|position|person|individual) (?:will|is responsible)|responsib\w+ (?:for|include)|(?:in this role|as (?:an?|the|our) [\w ]{2,40}),\s*you)/i;

/** Third-person verbs that ask rather than describe the work. */
const ASKING_VERB = /^(?:requires|demonstrates|possesses|holds|has|displays|shows|exhibits)\b/i;

/** A first word that is a verb giving an order or telling what the role does ('Design', 'Manages'). */
export function opensWithDutyVerb(text: string): boolean {
  const first = (/^[A-Za-z][a-z]+/.exec(text)?.[0] ?? '').toLowerCase();
  if (first.length < 3) return false;
  const forms = verbForms(first);
  if (forms && (first === forms.base || first === forms.present)) return true;
  return DUTY_BASES.has(first) || (first.endsWith('s') && DUTY_BASES.has(first.replace(/e?s$/, '')));
}

/** Common verbs of duty lists the action-verb table lacks or spells otherwise. */
const DUTY_BASES = new Set(
  `work collaborate partner participate serve act assist support help ensure maintain perform complete
  attend prepare answer greet keep follow use utilize take make stay contribute own drive build create
  design develop deploy test write read review document report track handle process respond provide
  communicate interact coordinate plan schedule organize organise oversee supervise manage lead mentor
  train teach instruct educate care clean cook serve sell negotiate conduct analyze analyse monitor
  evaluate assess identify investigate research recommend advise consult implement install repair
  inspect operate administer deliver execute establish promote represent liaise engage join be do
  help collect gather enter update verify reconcile prepare present deliver guide navigate audit
  diagnose treat load complete`.split(/\s+/),
);

/** 'The ideal candidate will perform ...': the work to be done, said of the candidate. */
const CANDIDATE_WILL =
  /\b(?:ideal|successful|selected|chosen) (?:candidate|applicant|person|individual) will (?:also )?(\w+)/i;

/**
 * The company as the subject ('Google is developing ...', 'Google Cloud provides ...'): a capitalized
 * name of one to four words and a verb of what it is or does.
 */
const COMPANY_SUBJECT =
  /^(?!(?:We|You|They|It|This|That|These|Those|The|Our|Your|Their|He|She|There|Here|Each|All|Candidates?|Applicants?)\b)(?:[A-Z][\w&'’.-]*\s+){1,4}(?:is|are|was|has|have|provides|delivers|offers|helps|builds|serves|operates|develops|creates|powers|leads|makes|enables)\b/;
/** What still asks something of the candidate in such a sentence. */
const ASKS_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|required|preferred|a plus|must|nice to have|desired|desirable|essential|mandatory)\b/i;

/** '... and understand how to use Reel and TikTok native editing tools': a duty that asks a skill. */
const KNOW_HOW = /\b(?:know|knows|understand|understands) how to (?:use|operate|run|work with)\b/i;

/** Whether a sentence of the given part states a requirement or a duty. */
export function sentenceRole(text: string, part: JobPart): SentenceRole {
  const sentence = text.replace(/^[\s•·*\-–—▪●◦]+/, '');
  // 'Must comply with all Federal, State ... standards': a condition of the work, no skill asked.
  if (/^(?:must |will |shall )?(?:comply|adhere|abide)\b/i.test(sentence)) return 'duty';
  const will = CANDIDATE_WILL.exec(sentence);
  if (
    will &&
    opensWithDutyVerb(will[1] ?? '') &&
    !/^(?:be|have|possess|bring|hold|need)$/i.test(will[1] ?? '')
  )
    return 'duty';
  if (COMPANY_SUBJECT.test(sentence) && !ASKS_CANDIDATE.test(sentence)) return 'duty';
  // '... and understand how to use Reel and TikTok native editing tools': a duty that asks a skill.
  if (KNOW_HOW.test(sentence)) return 'requirement';
  if (CANDIDATE_SPEECH.test(sentence) && !(opensWithDutyVerb(sentence) || /\bas required\b/i.test(sentence)))
    return 'requirement';
  if (DUTY_SPEECH.test(sentence) && !/\b(?:must|required|experience|knowledge)\b/i.test(sentence))
    return 'duty';
  // The employer speaking of itself ('We don't want you to miss ...', 'Our team ...') asks nothing.
  // 'Our tech stack includes ...' under the requirements still lists what the work is done with.
  const employerSpeaks =
    (/^(?:we|our)\b/i.test(sentence) ||
      /^[Aa]t [A-Z]/.test(sentence) ||
      /\b(?:we|our)\b/i.test(sentence.split(/[,;]/)[0] ?? '')) &&
    !/\b(?:stack|technologies|tools we use)\b/i.test(sentence);
  if (employerSpeaks && !REQUIREMENT_SPEECH.test(sentence)) return 'duty';
  // 'Plans and delivers science content', 'Collaborates with other faculty': the work, whatever the
  // heading above it ('Possess a valid licence' and 'Requires knowledge of ...' ask).
  if (/^[A-Z][a-z]+s\b/.test(sentence) && opensWithDutyVerb(sentence) && !ASKING_VERB.test(sentence))
    return 'duty';
  if (part === 'requirements' || part === 'preferred') return 'requirement';
  if (REQUIREMENT_OPENER.test(sentence)) return 'requirement';
  if (QUALITY_OPENER.test(sentence) && !opensWithDutyVerb(sentence)) return 'requirement';
  if (REQUIREMENT_SPEECH.test(sentence) && !opensWithDutyVerb(sentence)) return 'requirement';
  // 'Strong documentation skills and communication skills.' among the duties still names skills.
  if (/^[\w\s,&/-]{0,60}\bskills?\b/i.test(sentence) && !opensWithDutyVerb(sentence)) return 'requirement';
  return 'duty';
}
