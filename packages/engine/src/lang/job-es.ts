/**
 * The job reader's Spanish: headings of a Spanish posting ('Requisitos', 'Se valorará', 'Qué ofrecemos'),
 * its cues of level ('imprescindible', 'valorable'), years ('al menos 3 años de experiencia'), degrees
 * (Grado, Máster, FP), credentials (carnet de conducir), languages (inglés nivel B2) and local words for
 * taxonomy skills (contabilidad).
 */
import type { JobLanguageTable } from './job-table';
import { wordPattern } from './job-table';

export const JOB_ES: JobLanguageTable = {
  language: 'es',
  headings: [
    [
      /^(?:(?:qu[eé]|lo que) (?:te )?ofrecemos|te ofrecemos|ofrecemos|beneficios|condiciones(?: laborales)?|salario|retribuci[oó]n|ventajas)(?![\p{L}\d])/iu,
      'benefits',
    ],
    [
      /^(?:sobre nosotros|qui[eé]nes somos|(?:la|nuestra) empresa|acerca de\b.*|nuestra misi[oó]n|somos\b.*)$/iu,
      'company',
    ],
    [
      /^(?:se valorar[aá]|valorable|valoramos|(?:requisitos )?deseables?|ser[aá] un plus|puntos? extra|es un plus)(?![\p{L}\d])/iu,
      'preferred',
    ],
    [
      /^(?:(?:tus |sus |principales )?funciones|(?:tus )?responsabilidades|qu[eé] har[aá]s|misi[oó]n del puesto|descripci[oó]n del puesto|(?:tus )?tareas|tu d[ií]a a d[ií]a|el puesto)(?![\p{L}\d])/iu,
      'responsibilities',
    ],
    [
      /^(?:requisitos|(?:lo )?qu[eé] buscamos|lo que buscamos|perfil|buscamos|qu[eé] necesitas|requerimientos|formaci[oó]n|experiencia|conocimientos|competencias)(?![\p{L}\d])/iu,
      'requirements',
    ],
  ],
  requiredCue: wordPattern(
    'imprescindibles?|obligatori[oa]s?|se requieren?|requerid[oa]s?|indispensables?|necesari[oa]s?|es un requisito',
  ),
  preferredCue: wordPattern(
    'valorables?|se valorar[aá]n?|valoraremos|deseables?|(?:ser[aá] )?un plus|preferiblemente|preferentemente|idealmente|se tendr[aá] en cuenta|a valorar',
  ),
  preferredAfter: wordPattern('preferiblemente|preferentemente|idealmente|a ser posible'),
  boilerplateCue: wordPattern(
    'salario|contrato (?:indefinido|temporal|de \\d+ meses)|jornada (?:completa|intensiva|parcial)|vacaciones|seguro m[eé]dico|retribuci[oó]n|incorporaci[oó]n inmediata|teletrabajo|trabajo (?:100 ?% )?remoto|horario flexible|igualdad de oportunidades|env[ií]a(?:nos)? tu cv|inscr[ií]bete|tickets? restaurante|plan de formaci[oó]n',
  ),
  requirementOpener:
    /^(?:experiencia|conocimientos?|formaci[oó]n|titulaci[oó]n|grado|licenciatura|m[aá]ster|dominio|manejo|nivel|capacidad|habilidad|carnet|permiso|ingl[eé]s|al menos|m[ií]nimo|se requiere|imprescindible|valorable|se valorar[aá])(?![\p{L}])/iu,
  dutyOpener:
    /^(?:te encargar[aá]s|ser[aá]s (?:la persona )?responsable|realizar[aá]s|gestionar[aá]s)(?![\p{L}\d])/iu,
  yearUnit: wordPattern('a[nñ]os?'),
  experienceWord: wordPattern('experiencia|trayectoria'),
  numberWords: { un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, diez: 10 },
  degrees: [
    [wordPattern('doctorado|doctor en'), 5],
    [wordPattern('m[aá]ster(?:es)?|mba|posgrado|postgrado'), 4],
    [
      wordPattern(
        'grado(?! (?:medio|superior))|licenciatura|diplomatura|titulaci[oó]n universitaria|titulad[oa] universitari[oa]|estudios universitarios|titulaci[oó]n en ingenier[ií]a|ingenier[ií]a (?:t[eé]cnica|superior)',
      ),
      3,
    ],
    [
      wordPattern(
        '(?:fp|formaci[oó]n profesional|ciclo formativo)(?: de)? grado superior|t[eé]cnico superior|cfgs',
      ),
      2,
    ],
    [
      wordPattern(
        '(?:fp|formaci[oó]n profesional|ciclo formativo)(?: de)? grado medio|fp|formaci[oó]n profesional|bachillerato|eso|graduado escolar',
      ),
      1,
    ],
  ],
  degreeFieldJoin: /^\s*(?:en|de)\s+/iu,
  credentials: [
    [
      wordPattern('(?:carnet|carn[eé]|permiso) de conducir(?: (?:tipo |clase )?[BC]\\d?)?'),
      "Driver's License",
    ],
    [wordPattern('carnet de (?:carretillero|carretillas?|operador de carretillas)'), 'Forklift License'],
    [wordPattern('colegiaci[oó]n'), 'Colegiación'],
    [
      /(?<![\p{L}])([Ee]specialidad (?:de|en) [\p{Lu}][\p{L}-]*(?: (?:de |del |y )?[\p{Lu}][\p{L}-]*){0,4})/u,
      null,
    ],
  ],
  languageNames: [
    ['ingl[eé]s', 'English'],
    ['franc[eé]s', 'French'],
    ['alem[aá]n', 'German'],
    ['espa[nñ]ol|castellano', 'Spanish'],
    ['italiano', 'Italian'],
    ['portugu[eé]s', 'Portuguese'],
    ['catal[aá]n', 'Catalan'],
    ['valenciano', 'Valencian'],
    ['euskera', 'Basque'],
    ['gallego', 'Galician'],
  ],
  phraseOpeners:
    /(?<![\p{L}])(?:experiencia(?: (?:demostrable|previa|m[ií]nima|s[oó]lida))?|conocimientos?(?: (?:s[oó]lidos|avanzados|b[aá]sicos|demostrables|t[eé]cnicos))?|formaci[oó]n|dominio|manejo|uso|capacidad|habilidades?)\s+(?:en|de|del|con|sobre)\s+/giu,
  phraseArticles:
    /^(?:(?:el|la|los|las|un|una|unos|unas|del|de|al|en|su|sus)\s+)+|^(?:bases|herramientas|sistemas?|entornos?)\s+(?=de\s)/iu,
  anyOf: ['o', 'u'],
  allOf: ['y', 'e'],
  skillSynonyms: [
    ['contabilidad', 'accounting'],
    ['contabilidad general', 'accounting'],
    ['contabilidad financiera', 'financial-accounting'],
    ['auditor[ií]a', 'auditing'],
    ['consolidaci[oó]n(?: de estados financieros)?', 'consolidation'],
    ['tablas din[aá]micas', 'pivot-tables'],
    ['buscarv', 'vlookup'],
    ['bases de datos relacionales', 'relational-databases'],
    ['integraci[oó]n continua', 'ci-cd'],
    ['gesti[oó]n de equipos', 'team-leadership'],
    ['gesti[oó]n de almacenes', 'warehouse-management'],
    ['sistema de gesti[oó]n de almacenes', 'warehouse-management-systems'],
    ['sga', 'warehouse-management-systems'],
    ['log[ií]stica', 'logistics'],
    ['trabajo en equipo', 'teamwork'],
    ['negociaci[oó]n', 'negotiation'],
    ['liderazgo', 'leadership'],
    ['venta t[eé]cnica b2b', 'b2b-sales'],
    ['venta b2b', 'b2b-sales'],
    ['cuidados cr[ií]ticos|unidades de cr[ií]ticos|cuidados intensivos|uci', 'critical-care'],
    ['urgencias', 'emergency-medicine'],
    ['soporte vital avanzado', 'acls'],
    ['enfermer[ií]a', 'nursing'],
    ['control de infecciones', 'infection-control'],
    ['herramientas crm', 'crm'],
    ['desarrollo web', 'web-development'],
    ['pruebas automatizadas|tests automatizados', 'automated-testing'],
    ['metodolog[ií]as [aá]giles', 'agile'],
    ['gesti[oó]n del estr[eé]s|situaciones de estr[eé]s', 'stress-management'],
    ['atenci[oó]n al detalle', 'attention-to-detail'],
    ['capacidad de organizaci[oó]n|organizad[oa]', 'organizational-skills'],
    ['paquete office|microsoft office', 'microsoft-office'],
    ['cadena de fr[ií]o', 'cold-chain'],
  ],
  falseFriends: [],
};
