import { describe, expect, it } from 'vitest';
import { OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { EM_DASH_LAYOUT, PIPE_LAYOUT } from '../../test/fixtures/resumes';
import { analyzeJob } from '../job/analyze-job';
import { plainJobTitle } from '../job/plain-title';
import { parseResume } from '../parse/parse-resume';
import { scoreInDetail } from '../score/score-resume';
import { generateQuestions } from './generate-questions';

/** The score detail of a resume text against a job text. */
const scoreText = (text: string, jobText: string, industry: string) =>
  scoreInDetail({
    resume: parseResume(text),
    resumeText: text,
    job: analyzeJob(jobText, industry),
    jobText,
    industry,
  });

describe('questions', () => {
  const detail = scoreText(EM_DASH_LAYOUT.text, OPERATIONS_JOB, 'Operations');
  const questions = generateQuestions(detail);

  it('asks 3 to 8 questions, ordered by expected gain', () => {
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(8);
    const gains = questions.map((question) => question.expected_gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('quotes the bullet with no result and names its employer, with the bullet as target', () => {
    const question = questions.find((item) => item.text.includes('Improved the vendor onboarding process'));
    expect(question?.text).toMatch(/'Improved the vendor onboarding process across three regions'/);
    expect(question?.target.bullet_id).toBeTruthy();
  });

  it('asks about results only of bullets that tell of something done', () => {
    const resume = `Ana Ruiz
ana.ruiz@example.com

Experience
Staff Nurse — Mercy General Hospital, Omaha
Jan 2019 – Present
- Sound, ethical and independent decision-making consistent with medical protocols
- Shift Handover Tracker : online checklist shared by the ward teams
- Organised the ward's medication audit across three units
- Core member of the team that introduced bedside barcode scanning
- Report generation is enabled for the charge nurses of each unit`;
    const questions = generateQuestions(scoreText(resume, OPERATIONS_JOB, 'Healthcare'));
    expect(questions.find((item) => item.kind === 'missing_summary')?.text).toBe(
      'In one or two sentences, what should an Operations Manager hiring manager know about you first?',
    );
    const asked = questions
      .filter((item) => item.kind === 'bullet_result' || item.kind === 'bullet_scope')
      .map((item) => item.text);
    expect(asked.some((text) => text.includes('medication audit'))).toBe(true);
    expect(asked.some((text) => text.includes('barcode scanning'))).toBe(true);
    expect(asked.some((text) => text.includes('decision-making'))).toBe(false);
    expect(asked.some((text) => text.includes('Handover Tracker'))).toBe(false);
    expect(asked.some((text) => text.includes('Report generation'))).toBe(false);
  });

  it('asks nothing about a list introduced by a label', () => {
    const resume = `Ana Ruiz
ana.ruiz@example.com

Experience
Office Manager
Lakeview Dental, Omaha, NE
Jan 2019 – Present
- Bookkeeping and accounting tasks include: entering in all financial transactions into QuickBooks, maintaining an organized filing system
- COMPUTER ASSISTED BILLING REVIEW
- Scheduled patients for four hygienists`;
    const asked = generateQuestions(scoreText(resume, OPERATIONS_JOB, 'Healthcare'))
      .filter((item) => item.kind === 'bullet_result' || item.kind === 'bullet_scope')
      .map((item) => item.text);
    expect(asked.some((text) => text.includes('Scheduled patients'))).toBe(true);
    expect(asked.some((text) => text.includes('Bookkeeping'))).toBe(false);
    expect(asked.some((text) => text.includes('BILLING REVIEW'))).toBe(false);
  });

  it('asks whether a product was used, and what experience the user has of a field of work', () => {
    const resume =
      'Ana Ruiz\nana.ruiz@example.com\n\nExperience\nOffice Manager\nLakeview Dental, Omaha, NE\n2019 – 2024\n- Scheduled patients';
    const texts = generateQuestions(scoreText(resume, OPERATIONS_JOB, 'Operations')).map((item) => item.text);
    const skills = texts.filter((text) => /The job asks for|Have you worked with|puts weight on/.test(text));
    expect(skills.length).toBeGreaterThan(0);
    for (const text of skills) {
      const product = /(?:for|with) (Salesforce|QuickBooks|SAP|Microsoft|Adobe|Excel)/.test(text);
      if (product) expect(text).toMatch(/Have you used it\?|Have you worked with/);
      else
        expect(text).toMatch(
          /Where have you done that work, and what did you do\?|Where have you done that kind of work/,
        );
    }
  });

  it('asks about a required skill the resume never shows, naming it as the target', () => {
    const question = questions.find(
      (item) => item.kind === 'missing_skill' && item.target.subject === 'Salesforce',
    );
    expect(question?.text).toMatch(/Salesforce/);
    expect(question?.text).toMatch(/Have you used it\?|Have you worked with Salesforce\?/);
    expect(question?.target.subject).toBe('Salesforce');
  });

  it('asks nothing generic: every question carries a target', () => {
    for (const question of generateQuestions(
      scoreText(PIPE_LAYOUT.text, SOFTWARE_JOB, 'Software Engineering'),
    )) {
      expect(question.target.section_id.length).toBeGreaterThan(0);
    }
  });

  it('words the questions of one kind differently, and quotes only whole phrases', () => {
    const resume = `Ana Ruiz
ana.ruiz@example.com

Experience
Operations Lead
Northwind Traders, Omaha, NE
Jan 2020 – Present
- Improved the vendor onboarding process across three regions, working with procurement and finance to remove duplicate approval steps that slowed new suppliers
- Rebuilt the weekly inventory report for store managers
- Organised the quarterly stock audit
- Introduced a returns checklist for the warehouse team`;
    const asked = generateQuestions(scoreText(resume, OPERATIONS_JOB, 'Operations'));
    const shapes = asked.map((item) =>
      item.text.replace(/'[^']*'/g, "'…'").replace(/\b[A-Z][\w+#.]*(?:\s[A-Z][\w+#.]*)*/g, 'X'),
    );
    const counts = new Map<string, number>();
    for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.ceil(asked.length / 2));
    for (const item of asked) expect(item.text).not.toMatch(/…/);
    const long = asked.find((item) => item.text.includes('vendor onboarding'));
    expect(long?.text).toContain("'Improved the vendor onboarding process across three regions'");
  });

  it('asks at least three questions even of an empty resume', () => {
    expect(
      generateQuestions(scoreText('', SOFTWARE_JOB, 'Software Engineering')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('names the role as a person says it: no team, place or notes from the posting, the right article', () => {
    expect(plainJobTitle('Electrical Foreman - Commercial Construction')).toBe('Electrical Foreman');
    expect(
      plainJobTitle('NOW HIRING: Automotive Technician (B or A level) — Top pay for the right tech!'),
    ).toBe('Automotive Technician');
    expect(plainJobTitle('Job Title: Staff Accountant')).toBe('Staff Accountant');
    expect(plainJobTitle('Customs Compliance Manager (Licensed Customs Broker)')).toBe(
      'Customs Compliance Manager',
    );
    expect(plainJobTitle('Senior Event Manager, Customer & Field Events')).toBe('Senior Event Manager');
    expect(plainJobTitle('Senior Manager, E-commerce Merchandising')).toBe(
      'Senior Manager, E-commerce Merchandising',
    );
    expect(plainJobTitle('Software Engineer, Payments Platform')).toBe('Software Engineer');
    expect(plainJobTitle('Director, Finance')).toBe('Director, Finance');
    expect(plainJobTitle('Cloud Platform/ Big Data Engineer')).toBe('Big Data Engineer');
    expect(plainJobTitle('High School Mathematics Teacher (2026-2027 school year)')).toBe(
      'High School Mathematics Teacher',
    );
    const job = `FP&A Analyst (Hybrid) - Corporate Finance\n\nRequirements\n- 3+ years in financial planning and analysis\n- Advanced Excel`;
    const questions = generateQuestions(scoreText(PIPE_LAYOUT.text, job, 'Finance & Banking'));
    const summary = questions.find((question) => question.kind === 'missing_summary');
    expect(summary?.text ?? 'an FP&A Analyst hiring manager').toContain('an FP&A Analyst hiring manager');
  });
});

describe('questions a coach would ask', () => {
  const RESUME = `Dale Hutchins
dale@example.com | (555) 555-0199

Experience
Water Treatment Plant Operator II, City of Temple Utilities, Temple, TX
Jan 2019 – Present
- Used SCADA for remote monitoring of the clearwell
- Promoted to Operator II in 2021
- Tools I use: SCADA, Hach analyzers, CMMS
- Responsible for chemical feed adjustments
- Collected samples under the supervision of the chief operator
- Completed a clinical rotation at the county wastewater lab

Education
High School Diploma, Temple High School`;
  const JOB = `Senior Water Treatment Plant Operator
City of Round Rock | Round Rock, TX

Qualifications
- Must have the ability to create master plans for plant upgrades
- Experience with SAP or Oracle ERP
- Valid Texas driver's license required
- Class B Surface Water Operator license required`;
  const questions = generateQuestions(scoreText(RESUME, JOB, 'Government'));
  const texts = questions.map((question) => question.text);

  it('asks no result of a tool used, a promotion, supervised work or a list of tools', () => {
    expect(texts.join('\n')).not.toMatch(
      /Used SCADA|Promoted to|under the supervision|Tools I use|clinical rotation/,
    );
  });

  it('asks about a choice as a choice, and a credential with its article', () => {
    expect(texts).toContain(
      'SAP or Oracle ERP: the job takes either. Have you used one? Which, where, and for how long?',
    );
    expect(texts.some((text) => /^Do you hold an? (?:Class B|Texas)/.test(text))).toBe(true);
  });

  it('asks a product or another of its kind as that choice', () => {
    const texts = generateQuestions(
      scoreText(
        RESUME,
        'Volunteer Manager\nRequirements\n- Experience with Salesforce or another nonprofit CRM for volunteer tracking',
        'Non-Profit',
      ),
    ).map((question) => question.text);
    expect(texts).toContain(
      'The job asks for Salesforce or another CRM. Have you used one? Which, where, and for how long?',
    );
  });

  it('never asks a verb phrase as a skill, nor about another title for the role the resume holds', () => {
    expect(texts.join('\n')).not.toMatch(/create master plans|under another title/);
  });

  it('names the employer, never a title the parser took for it', async () => {
    const { employerName } = await import('./question-wording');
    expect(employerName('Property Claims Adjuster II, Coastal Shield Insurance Company')).toBe(
      'Coastal Shield Insurance Company',
    );
    expect(employerName('Cascade Outfitters (e-commerce')).toBe('Cascade Outfitters');
  });
});

describe('questions that fit their line', () => {
  const RESUME = `Dana Ruiz
dana.ruiz@example.com | 555-201-3344

EXPERIENCE
Lead Pharmacy Technician, ValuCare Pharmacy, Columbus, OH, 2019 - Present
(Promoted from Pharmacy Technician to Lead Pharmacy Technician)
Completed a 40-hour sterile compounding training course
Trained on HIPAA and USP 795 standards
Help train new technicians
Ran the register and helped customers find OTC products
Supervise the weekend crew of technicians

EDUCATION
Diploma, Pharmacy Technician Program, Columbus State, 2018`;
  const JOB = `PHARMACY TECHNICIAN II
Mid-Ohio Regional Medical Center

Requirements:
- National certification through PTCB (CPhT) or NHA (ExCPT)
- Current 40-hour HAZWOPER certification, or ability to obtain before field assignments
- 3+ years of post-certification clinical experience
- Experience with CTO programs
- FAA Part 107 Remote Pilot Certificate preferred`;
  const questions = generateQuestions(scoreText(RESUME, JOB, 'Healthcare'));
  const texts = questions.map((question) => question.text).join('\n');

  it('asks no result of a promotion in brackets or of a course completed', () => {
    expect(texts).not.toMatch(/Promoted from|Completed a 40-hour|Trained on HIPAA/);
  });

  it('asks how many were trained, and how much was done where a verb of scope has no team or money', () => {
    expect(texts).not.toMatch(/How big was the team, budget or caseload behind 'Ran the register/);
    if (/Help train new technicians/.test(texts))
      expect(texts).toMatch(/'Help train new technicians': how many people did you train/);
  });

  it('never asks a generic credential word, a verb of getting or a qualifier of years as a skill', () => {
    expect(texts).not.toMatch(/National certification|obtain|post-certification|progressively/);
    expect(texts).not.toMatch(/CTO\. Have you used it/);
  });

  it('names the role as a person writes it', () => {
    expect(plainJobTitle('OFFICIAL COURT REPORTER')).toBe('Official Court Reporter');
    expect(plainJobTitle('HVAC SERVICE TECHNICIAN II')).toBe('HVAC Service Technician II');
    expect(texts).not.toMatch(/PHARMACY TECHNICIAN/);
  });
});

describe('questions of money, frequency and lists', () => {
  const RESUME = `Lauren Beckett
lauren@example.com | 505-555-0124

EXPERIENCE
Adult Programs Coordinator, Rio Grande Valley Public Library, Albuquerque, NM, 2020 - Present
- Manage adult programming budget and purchase supplies
- Conduct weekly safety audits of all branches
- Recruit, train, and schedule volunteers for ESL programs

SKILLS
Volunteer Management; Bilingual English / Spanish`;
  const JOB = `Volunteer Engagement Manager
Requirements:
- 3+ years of experience in volunteer management, community programs, or event coordination
- Bilingual English/Spanish preferred`;
  const questions = generateQuestions(scoreText(RESUME, JOB, 'Non-Profit'));
  const texts = questions.map((question) => question.text).join('\n');

  it('asks how much money a budget line covered, and what came of a line that says how often', () => {
    expect(texts).toContain(
      "'Manage adult programming budget and purchase supplies': how much money did it cover, and what changed while you ran it?",
    );
    expect(texts).not.toMatch(/weekly safety audits[^?]*(?:how often|over what period)/);
  });

  it('asks nothing the resume shows through one item of an or-list, nor the languages it lists', () => {
    expect(texts).not.toMatch(/Event Coordination|bilingual/i);
  });
});

describe('abilities, credentials and appointments', () => {
  const RESUME = `Sam Ortiz
sam@example.com | 555-201-9911

EXPERIENCE
Inventory Control Associate, Midwest Foods DC, Joliet, IL, 2019 - Present
Selected as Inventory Lead in 2022
- Responsible for cycle counts, research, and inventory adjustments
- Completed annual competencies, including forklift safety`;
  const JOB = `Inventory Control Supervisor
Requirements:
- Ability to analyze variance data, identify root causes, and drive corrective actions
- Must be able to arrive at the warehouse within 30 minutes when called
- CompTIA Security+ preferred`;
  const texts = generateQuestions(scoreText(RESUME, JOB, 'Supply Chain'))
    .map((question) => question.text)
    .join('\n');

  it('asks no ability or condition as a skill, and a credential as one held', () => {
    expect(texts).not.toMatch(/analyze variance data|identify root causes|arrive at/);
    expect(texts).not.toMatch(/worked with CompTIA|used CompTIA/);
  });

  it('asks no result of an appointment or of competencies completed', () => {
    expect(texts).not.toMatch(/Selected as Inventory Lead|Completed annual competencies/);
  });
});

describe('credentials and languages a resume shows', () => {
  const resume = `Dana Kowalski
Milwaukee, WI | dana.k@example.com | (414) 555-0100

EXPERIENCE
School Social Worker
Lakeshore Academy, Milwaukee, WI
Aug 2022 - Present
- Provide individual and small group counseling for 45 students in grades K-8
- Led 12 attendance intervention meetings with families each semester

LICENSES
Wisconsin DPI License - School Social Worker (Category 50), issued 2022

EDUCATION
Master of Social Work, University of Wisconsin-Milwaukee, 2022
`;
  const job = `School Social Worker
Brookfield Valley School District
Required
- Wisconsin DPI School Social Worker license (50) or eligibility
- Master's degree in Social Work
Preferred
- Bilingual English/Spanish
`;
  const questions = generateQuestions(scoreText(resume, job, 'Education'));
  const asked = questions.map((question) => question.text).join('\n');

  it('asks for no teaching licence of a school social worker holding the licence the posting names', () => {
    expect(asked).not.toMatch(/teaching licen/i);
    expect(asked).not.toMatch(/School Social Worker license/i);
  });

  it('asks an English resume for the other language, never for English', () => {
    expect(asked).not.toMatch(/\bEnglish\b/);
    const detail = scoreText(resume, job, 'Education');
    const fixes = detail.report.categories
      .flatMap((category) => category.checks.map((check) => check.fix ?? ''))
      .join('\n');
    expect(fixes).not.toMatch(/\bEnglish\b/);
  });
});

describe('a requirement in the posting’s words', () => {
  const resume = `Marco Diaz
marco@example.com

EXPERIENCE
Dispatcher, Kettle Creek Freight Lines, Joliet, IL
2019 - Present
- Dispatch dry van trucks for regional lanes
- Plan routes for 30 drivers

EDUCATION
High School Diploma, Joliet West High School`;
  const job = `Senior Truckload Dispatcher
Requirements
- 3+ years of truckload dispatching experience with an asset-based carrier
- Experience with a TMS
- Strong electrical troubleshooting skills, including 3-phase power and VFDs`;
  const texts = generateQuestions(scoreText(resume, job, 'Logistics')).map((question) => question.text);

  it('names a skill by the short form the posting uses beside the taxonomy’s name', () => {
    expect(texts.join('\n')).toMatch(/Transportation Management \(TMS\)/);
  });

  it('asks no skill of the kind of employer the work was done at', () => {
    expect(texts.join('\n')).not.toMatch(/asset-based carrier/);
  });
});

describe('credential questions', () => {
  const resume = [
    'Luis Ortega',
    'luis@example.com',
    '',
    'EXPERIENCE',
    'Crew Lead',
    'Prairie Fire Landscape Co., Wichita, KS',
    'March 2019 - Present',
    '- Lead a crew of 4 on commercial maintenance routes',
    '- Installed paver patios and retaining walls',
    '',
    'Retail Associate',
    'Harbor Home Goods, Wichita, KS',
    '2016 - 2019',
    '- Stocked shelves and ran the register',
    '',
    'SKILLS',
    'Skid steer, mini excavator, irrigation repair',
  ].join('\n');
  const job = [
    'Landscape Installation Supervisor',
    'Requirements',
    '- Valid CDL Class B',
    '- Kansas Commercial Pesticide Applicator certification',
    '- ServSafe Food Protection Manager Certification',
    'Preferred',
    '- Experience with Aspire or LMN',
    '- Food safety training',
  ].join('\n');
  const questions = generateQuestions(scoreText(resume, job, 'Construction'));
  const asked = questions.map((question) => question.text);

  it('asks each credential the posting requires before a tool it prefers, a CDL as a licence held', () => {
    const credentials = questions.filter((question) => question.kind === 'missing_credential');
    expect(credentials.length).toBe(2);
    expect(asked).toContain(
      "Do you hold a Commercial Driver's License (CDL)? Who issued it, and since when?",
    );
    const tool = questions.findIndex((question) => /Aspire/.test(question.text));
    expect(tool).toBeGreaterThanOrEqual(0);
    expect(questions.findIndex((question) => question.kind === 'missing_credential')).toBeLessThan(tool);
  });

  it('asks no skill again that a credential asked certifies', () => {
    const food = generateQuestions(
      scoreText(
        resume,
        'Store Manager\nRequirements\n- ServSafe Food Protection Manager Certification\nPreferred\n- Food safety training\n',
        'Retail',
      ),
    ).map((question) => question.text);
    expect(food.filter((text) => /ServSafe/.test(text))).toHaveLength(1);
    expect(food.filter((text) => /Food Safety/i.test(text))).toEqual([]);
  });
});

describe('a product or a field of work', () => {
  it('is used when a product (a name of capitals, a .com, a choice of them); equipment and fields are experience', () => {
    const resume = [
      'Dana Kim',
      'dana@example.com',
      '',
      'EXPERIENCE',
      'Service Technician',
      'Buckeye Comfort Heating & Air Inc., Columbus, OH',
      '2019 - Present',
      '- Repair residential furnaces and heat pumps',
    ].join('\n');
    const job = [
      'Commercial HVAC Service Technician',
      'Preferred',
      '- Experience with Johnson Controls Metasys, Honeywell or Trane Tracer building controls',
      '- Chillers',
      '- Experience with Asana, Monday.com or similar tools',
    ].join('\n');
    const asked = generateQuestions(scoreText(resume, job, 'Construction')).map((question) => question.text);
    const about = (name: string) => asked.find((text) => text.includes(name)) ?? '';
    expect(about('Metasys')).toMatch(/Have you used it\?|What have you done with it/);
    expect(about('Chillers')).toMatch(/kind of work|experience|in that area/);
    expect(about('Chillers')).not.toMatch(/with it\b/);
    expect(about('Monday.com')).toMatch(/used/);
  });
});

describe('a question quotes the line it points at', () => {
  it('when lines copied from the posting are read out of the resume first', () => {
    const copied =
      'Coordinate the delivery of patient education materials across all outpatient clinics and track completion in the electronic record system every week';
    const resume = `Lee Park
lee.park@example.com | 555-410-2233

EXPERIENCE
Care Coordinator, Riverbend Clinic, Dayton, OH, 2020 - Present
- ${copied}
- Schedule follow-up visits for discharged patients
- Maintain referral logs for specialists
- Answer patient portal messages

EDUCATION
B.S. Health Sciences, Wright State University, 2019`;
    const job = `Care Coordinator
${copied}.
Requirements: care coordination, Epic, patient education.`;
    const detail = scoreText(resume, job, 'Healthcare');
    // The copied line is found and the resume read again without it.
    expect(detail.tailoring.stuffing.copiedLines.size).toBeGreaterThan(0);
    const bullets = new Map(
      parseResume(resume)
        .sections.flatMap((section) => section.entries.flatMap((entry) => entry.bullets))
        .map((bullet) => [bullet.id, bullet.text]),
    );
    const lineQuestions = generateQuestions(detail).filter((question) => question.target.bullet_id);
    expect(lineQuestions.length).toBeGreaterThan(0);
    for (const question of lineQuestions) {
      const text = bullets.get(question.target.bullet_id ?? '') ?? '';
      expect({ question: question.text, quotes: question.text.includes(text.slice(0, 30)) }).toEqual({
        question: question.text,
        quotes: true,
      });
    }
  });
});
