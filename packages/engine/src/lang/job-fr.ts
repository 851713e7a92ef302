/**
 * The job reader's French: headings of a French posting ('Profil recherché', 'Un plus', 'Nous offrons',
 * 'Missions'), its cues of level ('exigé', 'apprécié', 'souhaité'), years ('5 ans d'expérience minimum'),
 * degrees (Bac+5, Master, Licence, BTS), credentials (permis B, CACES), languages (anglais courant) and
 * local words for taxonomy skills (comptabilité).
 */
import type { JobLanguageTable } from './job-table';
import { wordPattern } from './job-table';

export const JOB_FR: JobLanguageTable = {
  language: 'fr',
  headings: [
    [
      /^(?:(?:ce que )?nous (?:vous )?(?:offrons|proposons)|ce que nous offrons|avantages|r[ée]mun[ée]ration|pourquoi nous rejoindre|les plus du poste|conditions|informations compl[ée]mentaires)(?![\p{L}\d])/iu,
      'benefits',
    ],
    [
      /^(?:qui sommes[- ]nous|(?:l['’]|notre )entreprise|[àa] propos(?: de nous)?|pr[ée]sentation de (?:l['’]entreprise|la soci[ée]t[ée])|la soci[ée]t[ée]|notre soci[ée]t[ée])(?![\p{L}\d])/iu,
      'company',
    ],
    [
      /^(?:(?:un|les) plus|atouts?|comp[ée]tences (?:appr[ée]ci[ée]es|souhait[ée]es|bonus)|serait un plus|id[ée]alement|appr[ée]ci[ée])(?![\p{L}\d])/iu,
      'preferred',
    ],
    [
      /^(?:(?:vos |les |principales )?missions?|votre mission|vos responsabilit[ée]s|responsabilit[ée]s|vos activit[ée]s|le poste|descriptif du poste|description du poste|vos t[âa]ches|au quotidien)(?![\p{L}\d])/iu,
      'responsibilities',
    ],
    [
      /^(?:profil(?: recherch[ée])?|votre profil|comp[ée]tences(?: requises| techniques)?|pr[ée]requis|exigences|qualifications|ce que nous recherchons|vous [êe]tes|formation|exp[ée]rience|savoir[- ]faire|savoir[- ][êe]tre)(?![\p{L}\d])/iu,
      'requirements',
    ],
  ],
  requiredCue: wordPattern(
    'exig[ée]e?s?|requise?s?|obligatoires?|indispensables?|imp[ée]rati(?:f|ve|fs|ves)|n[ée]cessaires?|incontournables?',
  ),
  preferredCue: wordPattern(
    'un plus|serait un plus|est un plus|appr[ée]ci[ée]e?s?|souhait[ée]e?s?|souhaitables?|id[ée]alement|de pr[ée]f[ée]rence|bienvenue?s?|un atout|serait appr[ée]ci[ée]e?',
  ),
  preferredAfter: wordPattern('id[ée]alement|de pr[ée]f[ée]rence|si possible'),
  boilerplateCue: wordPattern(
    'cdi|cdd|salaire|r[ée]mun[ée]ration|tickets? restaurants?|mutuelle|rtt|t[ée]l[ée]travail|prime|int[ée]ressement|participation|13e mois|cong[ée]s|v[ée]hicule de fonction|carte swile|pass navigo|bspce|cr[èe]che|envoyez votre cv|postulez',
  ),
  requirementOpener:
    /^(?:exp[ée]rience|connaissances?|ma[îi]trise|pratique|dipl[ôo]me|formation|bac\s?\+|titulaire|vous (?:ma[îi]trisez|justifiez|avez|poss[ée]dez|[êe]tes)|permis|anglais|niveau|capacit[ée]|aisance|sens de|rigueur)(?![\p{L}])/iu,
  dutyOpener:
    /^(?:rattach[ée]\(?e?\)?|vous (?:d[ée]veloppez|prospectez|assurez|g[ée]rez|encadrez|participez|suivez|n[ée]gociez|r[ée]alisez|pilotez|animez|serez en charge|aurez pour mission)|en tant que)(?![\p{L}\d])/iu,
  yearUnit: wordPattern('ans?|ann[ée]es?'),
  experienceWord: wordPattern('exp[ée]riences?'),
  numberWords: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, dix: 10 },
  degrees: [
    [wordPattern('doctorat|ph\\.?\\s?d|bac\\s?\\+\\s?8'), 5],
    [
      wordPattern(
        "master(?:\\s?[12])?|mast[èe]re|bac\\s?\\+\\s?5|dipl[ôo]me d['’]ing[ée]nieur|[ée]cole d['’]ing[ée]nieurs?|[ée]cole de commerce|mba|dess|dea",
      ),
      4,
    ],
    [wordPattern('licence(?: professionnelle)?|bachelor|bac\\s?\\+\\s?[34]|but'), 3],
    [wordPattern('bts|dut|deug|bac\\s?\\+\\s?2|dcg'), 2],
    [wordPattern('baccalaur[ée]at|bac(?!\\s?\\+)|cap|bep|bac pro'), 1],
  ],
  degreeFieldJoin: /^\s*(?:en|de|d['’])\s*/iu,
  credentials: [
    [wordPattern('permis (?:de conduire|[BC]\\d?)'), "Driver's License"],
    [wordPattern('caces(?: (?:r\\s?\\d+|\\d)(?:,? (?:\\d|et \\d))*)?'), 'CACES'],
    [/(?<![\p{L}])([Dd]ipl[ôo]me d['’][ÉéEe]tat (?:d['’]|de |du )?[\p{L}-]+)/u, null],
    [
      /(?<![\p{L}])([Ii]nscription (?:[àa] l['’]|au )[\p{Lu}][\p{L}]*(?: [\p{Lu}][\p{L}]*| des| de la){0,4})/u,
      null,
    ],
  ],
  languageNames: [
    ['anglais', 'English'],
    ['fran[çc]ais', 'French'],
    ['allemand', 'German'],
    ['espagnol', 'Spanish'],
    ['italien', 'Italian'],
    ['portugais', 'Portuguese'],
    ['n[ée]erlandais', 'Dutch'],
  ],
  phraseOpeners:
    /(?<![\p{L}])(?:exp[ée]rience(?: (?:significative|r[ée]ussie|confirm[ée]e|pr[ée]alable))?|(?:premi[èe]re )?exp[ée]rience|connaissances?(?: (?:techniques|approfondies|solides))?|ma[îi]trise|pratique|formation|sens|capacit[ée]|aisance)\s+(?:en|dans|de|des|du|d['’]|avec|sur)\s*/giu,
  phraseArticles:
    /^(?:(?:le|la|les|l['’]|un|une|des|du|de|d['’]|en|dans|au|aux)\s*)+|^(?:outils?|bases de donn[ée]es|m[ée]thodes)\s+(?=(?:de|des|d['’])\s?)/iu,
  anyOf: ['ou'],
  allOf: ['et'],
  skillSynonyms: [
    ['comptabilit[ée]', 'accounting'],
    ['comptabilit[ée] g[ée]n[ée]rale', 'accounting'],
    ['comptabilit[ée] fournisseurs', 'accounts-payable'],
    ['audit', 'auditing'],
    ['consolidation', 'consolidation'],
    ['tableaux crois[ée]s dynamiques', 'pivot-tables'],
    ['recherchev', 'vlookup'],
    ['tests automatis[ée]s', 'automated-testing'],
    ['d[ée]veloppement web', 'web-development'],
    ['m[ée]thodes agiles', 'agile'],
    ['travail(?:ler)? en [ée]quipe', 'teamwork'],
    ['aisance relationnelle|relationnel', 'interpersonal-skills'],
    ["hygi[èe]ne et d[’']asepsie|r[èe]gles d[’']hygi[èe]ne", 'infection-control'],
    ['outil informatique|outils informatiques', 'computer-skills'],
    ['n[ée]gociation', 'negotiation'],
    ['vente b2b', 'b2b-sales'],
    ['g[ée]nie climatique', 'hvac'],
    ['outils crm', 'crm'],
    ['autonomie', 'independence'],
    ['rigueur', 'attention-to-detail'],
    ["sens de l[’']organisation|capacit[ée] d[’']organisation", 'organizational-skills'],
    ["management d[’'][ée]quipe", 'team-leadership'],
    ['pack office|suite office', 'microsoft-office'],
    ['cha[îi]ne du froid', 'cold-chain'],
    ['logistique', 'logistics'],
    ['soins intensifs|r[ée]animation', 'critical-care'],
  ],
  falseFriends: [],
};
