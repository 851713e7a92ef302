/**
 * The job reader's German: headings of a German posting ('Ihr Profil', 'Das bringen Sie mit',
 * 'Wünschenswert', 'Wir bieten', 'Ihre Aufgaben'), its cues of level ('zwingend erforderlich', 'von
 * Vorteil'), years ('mindestens 3 Jahre Berufserfahrung'), degrees (abgeschlossenes Studium,
 * abgeschlossene Ausbildung), credentials (Führerschein Klasse B, Staplerschein), languages
 * (verhandlungssicheres Englisch, fließend Deutsch) and local words for taxonomy skills (Buchhaltung).
 */
import type { JobLanguageTable } from './job-table';
import { wordPattern } from './job-table';

export const JOB_DE: JobLanguageTable = {
  language: 'de',
  headings: [
    [
      /^(?:wir bieten(?: ihnen| dir)?|was wir (?:ihnen |dir )?bieten|unser angebot|benefits|darauf k[öo]nnen sie sich freuen|ihre vorteile|deine vorteile)(?![\p{L}\d])/iu,
      'benefits',
    ],
    [/^(?:[üu]ber uns|wer wir sind|unternehmen|das unternehmen|unser unternehmen)(?![\p{L}\d])/iu, 'company'],
    [
      /^(?:w[üu]nschenswert|von vorteil|idealerweise|nice to have|pluspunkte|das w[äa]re toll)(?![\p{L}\d])/iu,
      'preferred',
    ],
    [
      /^(?:(?:ihre|deine) (?:aufgaben|t[äa]tigkeiten|verantwortung)|aufgaben(?:gebiet|bereich)?|das erwartet (?:sie|dich)|was sie erwartet|ihr aufgabengebiet|t[äa]tigkeiten)(?![\p{L}\d])/iu,
      'responsibilities',
    ],
    [
      /^(?:(?:ihr|dein) profil|anforderungen|das bringen (?:sie|du) mit|was (?:sie|du) mitbringen?|voraussetzungen|qualifikationen?|ihre qualifikationen|was wir erwarten|wir erwarten)(?![\p{L}\d])/iu,
      'requirements',
    ],
  ],
  requiredCue: wordPattern(
    'zwingend(?: erforderlich)?|erforderlich|vorausgesetzt|voraussetzung|unabdingbar|unerl[äa]sslich|notwendig|setzen wir voraus|muss',
  ),
  preferredCue: wordPattern(
    'w[üu]nschenswert|von vorteil|idealerweise|vorzugsweise|ein plus|pluspunkt|gern(?:e)? gesehen|w[äa]re sch[öo]n|vorteilhaft|optimalerweise',
  ),
  preferredAfter: wordPattern('idealerweise|vorzugsweise|optimalerweise|bestenfalls'),
  boilerplateCue: wordPattern(
    'urlaub(?:stage|sgeld)?|verg[üu]tung|bezahlung|gehalt|weihnachtsgeld|tv[öo]d|tarif\\w*|unbefristete[rn]? arbeitsvertrag|flexible arbeitszeiten|mobile[ns]? arbeiten|homeoffice|remote|altersvorsorge|jobrad|betriebskita|firmenevents|bewerben sie sich|ihre bewerbung|mitarbeiterparkpl[äa]tze|zulagen|weiterbildungsbudget',
  ),
  requirementOpener:
    /^(?:abgeschlossene[rns]?|erfolgreich abgeschlossene[rns]?|mindestens|erste|mehrj[äa]hrige|(?:sehr )?gute|fundierte|sichere[rns]?|kenntnisse|erfahrung|berufserfahrung|f[üu]hrerschein|flie[ßs]end|verhandlungssichere[sn]?|studium|ausbildung|examen)(?![\p{L}])/iu,
  dutyOpener: /^(?:sie (?:sind verantwortlich|[üu]bernehmen|betreuen|entwickeln|f[üu]hren))(?![\p{L}\d])/iu,
  yearUnit: wordPattern('jahren?|jahre'),
  experienceWord: wordPattern('(?:berufs)?erfahrung|praxis|t[äa]tigkeit'),
  numberWords: {
    ein: 1,
    einem: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    zehn: 10,
  },
  degrees: [
    [wordPattern('promotion|promoviert|doktor(?:titel|and)?'), 5],
    [wordPattern('master(?:studium|abschluss)?|diplom(?:studium)?|magister|staatsexamen'), 4],
    [
      wordPattern(
        'bachelor(?:studium|abschluss)?|(?:abgeschlossenes |erfolgreich abgeschlossenes )?(?:hochschul|fachhochschul|universit[äa]ts)?studium|hochschulabschluss|meister(?:pr[üu]fung|titel)?|techniker',
      ),
      3,
    ],
    [
      wordPattern(
        '(?:abgeschlossene|erfolgreich abgeschlossene) (?:[\\p{L}-]+ )?(?:berufs)?ausbildung|berufsausbildung|ausbildung als',
      ),
      2,
    ],
    [
      wordPattern(
        'abitur|fachabitur|fachhochschulreife|realschulabschluss|hauptschulabschluss|mittlere reife',
      ),
      1,
    ],
  ],
  degreeFieldJoin: /^\s*(?:als|der|in|im|zum|zur)\s+/iu,
  credentials: [
    [
      wordPattern('f[üu]hrerschein(?: (?:der )?klasse [BC]\\w?)?|fahrerlaubnis(?: klasse [BC]\\w?)?'),
      "Driver's License",
    ],
    [wordPattern('(?:gabel)?staplerschein|flurf[öo]rderzeugschein'), 'Forklift License'],
    [
      /(?<![\p{L}])([Ee]xamen als [\p{Lu}][\p{L}-]*(?: (?:und|oder) [\p{Lu}][\p{L}-]*|-? [\p{Lu}][\p{L}-]*){0,4})/u,
      null,
    ],
    [
      /(?<![\p{L}])((?:fach)?weiterbildung (?:zum |zur |in der |im )?[\p{Lu}][\p{L}-]*(?:(?: und| oder)? [\p{Lu}][\p{L}-]*){0,3})/iu,
      null,
    ],
  ],
  languageNames: [
    ['englisch(?:kenntnisse)?', 'English'],
    ['deutsch(?:kenntnisse)?', 'German'],
    ['franz[öo]sisch(?:kenntnisse)?', 'French'],
    ['spanisch(?:kenntnisse)?', 'Spanish'],
    ['italienisch(?:kenntnisse)?', 'Italian'],
    ['polnisch(?:kenntnisse)?', 'Polish'],
    ['t[üu]rkisch(?:kenntnisse)?', 'Turkish'],
  ],
  phraseOpeners:
    /(?<![\p{L}])(?:(?:berufs)?erfahrung(?:en)?|kenntnisse|praxis|umgang|erfahrung)\s+(?:in|im|mit|der|auf|bei)\s+(?:(?:der|dem|den|einer|einem)\s+)?/giu,
  phraseArticles: /^(?:(?:der|die|das|dem|den|des|ein|eine|einer|einem|im|in|mit)\s+)+/iu,
  anyOf: ['oder'],
  allOf: ['und', 'sowie'],
  skillSynonyms: [
    ['buchhaltung', 'accounting'],
    ['finanzbuchhaltung', 'financial-accounting'],
    ['rechnungswesen', 'accounting'],
    ['lohnbuchhaltung', 'payroll'],
    ['softwareentwicklung', 'software-development'],
    ['teamf[äa]higkeit', 'teamwork'],
    ['zuverl[äa]ssigkeit', 'reliability'],
    ['belastbarkeit', 'resilience'],
    ['sorgf[äa]ltige?', 'attention-to-detail'],
    ['strukturierte arbeitsweise|organisationstalent|organisationsf[äa]higkeit', 'organizational-skills'],
    ['elektroinstallation(?:en)?', 'electrical-work'],
    ['lagerlogistik', 'warehouse-management'],
    ['logistik', 'logistics'],
    ['intensivstation|intensivpflege|intensivmedizin', 'critical-care'],
    ['krankenpflege', 'nursing'],
    ['kommunikationsf[äa]higkeit|kommunikationsst[äa]rke', 'communication'],
    ['f[üu]hrungserfahrung|mitarbeiterf[üu]hrung', 'team-leadership'],
    ['verhandlungsgeschick', 'negotiation'],
    ['selbstst[äa]ndige arbeitsweise', 'independence'],
    ['ms office|microsoft office', 'microsoft-office'],
  ],
  falseFriends: [],
};
