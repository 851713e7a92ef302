import { describe, expect, it } from 'vitest';
import { NURSE_JOB, OPERATIONS_JOB, SOFTWARE_JOB } from '../../test/fixtures/jobs';
import { heldCredentials } from '../score/tailoring/credentials';
import { analyzeJob } from './analyze-job';

const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name);

describe('job analysis', () => {
  it('reads title, seniority, years, education and required versus preferred skills', () => {
    const job = analyzeJob(OPERATIONS_JOB);
    expect(job.title).toBe('Operations Manager');
    expect(job.seniority).toBe('manager');
    expect(job.years_required).toBe(5);
    expect(job.education).toEqual(["Bachelor's degree in Business Administration"]);
    expect(names(job.required_skills)).toEqual(
      expect.arrayContaining(['Vendor Management', 'Process Improvement', 'Excel', 'SQL', 'Salesforce']),
    );
    expect(names(job.preferred_skills)).toEqual(expect.arrayContaining(['Tableau', 'Six Sigma']));
    // 'Tableau or Power BI' is one preference, met by either.
    expect(job.preferred_skills.find((skill) => skill.name === 'Tableau')?.alternatives).toEqual([
      { name: 'Power BI', id: 'power-bi' },
    ]);
    expect(names(job.preferred_skills)).not.toContain('Power BI');
    expect(job.soft_skills).toEqual(expect.arrayContaining(['Communication', 'Leadership']));
  });

  it('reads no skills from the benefits paragraph', () => {
    const job = analyzeJob(OPERATIONS_JOB);
    expect([...names(job.required_skills), ...names(job.preferred_skills)].join(' ')).not.toMatch(
      /insurance|401/i,
    );
  });

  it('recognises skills by their aliases (Go for Golang, K8s for Kubernetes)', () => {
    const job = analyzeJob(
      SOFTWARE_JOB.replace('Kubernetes', 'K8s').replace('Go or Python', 'Golang or Python'),
    );
    // 'Go or Python' is one requirement.
    expect(job.required_skills.find((skill) => skill.name === 'Go')?.alternatives).toEqual([
      { name: 'Python', id: 'python' },
    ]);
    expect(names(job.required_skills)).toEqual(
      expect.arrayContaining([
        'Go',
        'Kubernetes',
        'Docker',
        'PostgreSQL',
        'REST APIs',
        'Amazon Web Services',
      ]),
    );
    expect(names(job.preferred_skills)).toEqual(expect.arrayContaining(['Apache Kafka', 'Terraform']));
    expect(job.seniority).toBe('senior');
  });

  it('finds licences and certifications', () => {
    const job = analyzeJob(NURSE_JOB);
    expect(job.certifications).toEqual(expect.arrayContaining(['BLS', 'ACLS']));
    expect(job.industries[0]).toBe('HC');
    expect(names(job.preferred_skills)).toContain('Epic');
  });

  it("reads a trade's credential by its whole name: 'AWS D1.1' is the welding society's, not Amazon's", () => {
    const job = analyzeJob(
      'Structural Welder\nRequirements\n- AWS D1.1 certification required\n- EPA 608 Universal certification preferred\n- Blueprint reading\n',
    );
    expect(job.certifications).toEqual(expect.arrayContaining(['AWS Certified Welder', 'EPA Section 608']));
    expect([...names(job.required_skills), ...names(job.preferred_skills)]).not.toContain(
      'Amazon Web Services',
    );
  });

  it('reads a credential written with a capital, an abbreviation in brackets, or as a registration', () => {
    const job = analyzeJob(
      [
        'Requirements',
        '- Current Wisconsin Certified Veterinary Technician (CVT) credential',
        '- MLT(ASCP) or MLT(AMT) certification',
        '- ServSafe Food Protection Manager Certification',
        '- Active NMLS registration',
        '- Valid CDL Class B',
        '- CompTIA CySA+, GIAC GCIH or GIAC GCIA',
      ].join('\n'),
    );
    expect(job.certifications).toEqual(
      expect.arrayContaining([
        'Wisconsin Certified Veterinary Technician (CVT) credential',
        'MLT(ASCP) or MLT(AMT) certification',
        'ServSafe Food Protection Manager Certification',
        'NMLS registration',
        "Commercial Driver's License (CDL)",
        'CompTIA CySA+',
      ]),
    );
  });

  it("reads two credentials joined by 'or' as one, held by either; no 'OR' opens a name", () => {
    const job = analyzeJob(
      [
        'Requirements',
        '- Registered Dietitian Nutritionist (RDN) credential, OR active California Registered Nurse (RN) license',
        "- Master's degree in education, OR National Board Certification",
      ].join('\n'),
    );
    expect(job.certifications).toContain('Registered Dietitian or Registered Nurse');
    expect(job.certifications).toContain('National Board Certification');
    expect(job.certifications.some((name) => /^OR\b/.test(name))).toBe(false);
    expect([...heldCredentials('Renata Vasquez, RD\nRegistered Dietitian, CDR - 2017', job)]).toContain(
      'Registered Dietitian or Registered Nurse',
    );
  });

  it('reads no skill from the people a field names, a condition, or "any setting"', () => {
    const job = analyzeJob(
      [
        'Requirements',
        '- 2+ years of occupational therapy experience in any setting',
        '- Ability to rotate between departments as staffing requires',
        '- Build referral relationships with real estate agents and builders',
      ].join('\n'),
    );
    const asked = [...names(job.required_skills), ...names(job.preferred_skills)];
    expect(asked).not.toContain('any setting');
    expect(asked).not.toContain('Staffing');
    expect(asked).not.toContain('Real Estate');
  });

  it("reads no requirement from the company's pitch, and a skill called a bonus is preferred", () => {
    const job = analyzeJob(
      [
        'Senior Software Engineer',
        'Brightwave is the all-in-one platform for marketing teams. Thousands of companies rely on Brightwave to manage their SEO strategies and Google Ads campaigns.',
        'About the RoleYou will own engineering projects that define the user experience of our various product lines. You will be responsible for much of the development of our core products.',
        'ResponsibilitiesBuild intuitive, user-first web apps that scale with the rest of the team.',
        'QualificationsOur stack includes TypeScript on the frontend, Golang in the backend and PostgreSQL. Experience with Golang is a bonus.',
        'Experience with world-class teams in this space is a plus.',
        'CompensationThe range includes equity, and onboarding support.',
      ].join('\n'),
    );
    const required = names(job.required_skills);
    const all = [...required, ...names(job.preferred_skills)];
    expect(required).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(names(job.preferred_skills)).toContain('Go');
    expect(all).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Search Engine|Google Ads|Onboarding|REST/)]),
    );
    // No phrase about the employer's own products, and none cut off at an adjective.
    expect(all.join(' | ')).not.toMatch(/various product lines|our core|much of|Build intuitive|this space/);
  });

  it("reads no skill from the employer's name, but keeps the product a one-word employer makes", () => {
    const canvas = analyzeJob(
      'Product Designer\nUnder Canvas Inc. | Belgrade, MT\nRequirements\nDesign furniture for Under Canvas camps. 3+ years of Figma.\nUnder Canvas is an Equal Employment Opportunity employer.',
    );
    expect(names(canvas.required_skills)).toContain('Figma');
    expect(names([...canvas.required_skills, ...canvas.preferred_skills])).not.toContain('Canvas LMS');
    const salesforce = analyzeJob(
      'Solutions Engineer\nSalesforce | San Francisco, CA\nRequirements\n3+ years building on Salesforce.',
    );
    expect(names(salesforce.required_skills)).toContain('Salesforce');
  });

  it("reads no skill from the employer's name on a line with its town, and DBT as a therapy to a clinic", () => {
    const clinic = analyzeJob(
      'Clinical Therapist\nRiverside Behavioral Health, Columbus, OH\nRequirements\n- LISW or LISW-S in Ohio\n- Experience with CBT and DBT',
      'Healthcare',
    );
    const all = names([...clinic.required_skills, ...clinic.preferred_skills]);
    expect(all).toEqual(
      expect.arrayContaining(['Cognitive Behavioral Therapy', 'Dialectical Behavior Therapy']),
    );
    expect(all).not.toContain('Behavioral Health');
    expect(all).not.toContain('dbt');
    expect(clinic.certifications.join(' ')).toContain('Licensed Independent Social Worker');
    const data = analyzeJob('Analytics Engineer\nRequirements\n- 3+ years of SQL and dbt', 'Data Science');
    expect(names(data.required_skills)).toContain('dbt');
  });

  it('reads a term in the sense of the posting’s field, and a market as no skill', () => {
    const all = (text: string, industry: string) => {
      const job = analyzeJob(text, industry);
      return skillNames(job);
    };
    // A 911 centre's CAD is computer-aided dispatch; an engineer's is design.
    expect(
      all('Telecommunicator\nRequirements\n- Experience with CAD and radio dispatch', 'Government'),
    ).toContain('Computer-Aided Dispatch');
    expect(all('Design Engineer\nRequirements\n- 3+ years of CAD', 'Manufacturing Engineering')).toContain(
      'CAD Modeling',
    );
    // 'Trupanion Express' is a claims service, not the web framework.
    expect(
      all('Client Service Lead\nPreferred\n- Filing pet insurance claims (Trupanion Express)', 'Healthcare'),
    ).not.toContain('Express.js');
    // A buyer's RFx events and sourcing are of suppliers.
    const buyer = all(
      'Procurement Specialist\nRequirements\n- Run RFx events in Coupa Sourcing\n- 3 years in sourcing',
      'Supply Chain',
    );
    expect(buyer).toContain('Strategic Sourcing');
    expect(buyer).not.toContain('Proposal Writing');
    // An operating room's robotics and instrumentation.
    const scrub = all(
      'Lead Surgical Technologist – Orthopedics & Robotics\nResponsibilities\n- Keep instrumentation running\nRequired\n- Scrubbing Mako robotic-assisted arthroplasty',
      'Healthcare',
    );
    expect(scrub).toEqual(expect.arrayContaining(['Mako', 'Robotic-Assisted Surgery']));
    expect(scrub).not.toContain('Robotics');
    // 'with retail or grocery customers' names the customers, not a skill.
    expect(
      all(
        'AR Specialist\nRequirements\n- Resolving deductions with retail or grocery customers',
        'Finance & Banking',
      ),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/Grocery|Retail/)]));
  });

  it('reads a credential with its issuer in brackets and the other it may be, and a CRM named by kind', () => {
    const buyer = analyzeJob(
      'Senior Buyer\nRequirements\n- CPSM (ISM) or CPM certification\n- Experience with Salesforce or another nonprofit CRM',
      'Supply Chain',
    );
    expect(buyer.certifications).toEqual(['CPSM (ISM) or CPM certification']);
    expect(requirement(buyer, 'Salesforce')?.alternatives?.map((item) => item.name)).toContain('CRM');
  });

  it('gives the same analysis for the same text', () => {
    expect(analyzeJob(SOFTWARE_JOB)).toEqual(analyzeJob(SOFTWARE_JOB));
  });
});

const skillNames = (job: ReturnType<typeof analyzeJob>) =>
  [...job.required_skills, ...job.preferred_skills].flatMap((skill) => [
    skill.name,
    ...(skill.alternatives ?? []).map((item) => item.name),
  ]);
const requirement = (job: ReturnType<typeof analyzeJob>, name: string) =>
  job.required_skills.find(
    (skill) => skill.name === name || skill.alternatives?.some((item) => item.name === name),
  );

describe('alternatives are one requirement', () => {
  it.each([
    ['Experience with Kafka or RabbitMQ is required.', ['Apache Kafka', 'RabbitMQ']],
    ['Must know Tableau, Looker or similar BI tools.', ['Tableau', 'Looker']],
    ['Required: Kafka or another message broker (RabbitMQ).', ['Apache Kafka', 'RabbitMQ']],
    ['Required: 3+ years of Java/Kotlin.', ['Java', 'Kotlin']],
    ['You need strong Python, Java, or Go.', ['Python', 'Java', 'Go']],
  ])('reads %j as one requirement', (sentence, members) => {
    const job = analyzeJob(`Backend Engineer\nRequirements\n${sentence}`);
    const group = requirement(job, members[0] ?? '');
    expect(group && [group.name, ...(group.alternatives ?? []).map((item) => item.name)]).toEqual(members);
    expect(job.required_skills.filter((skill) => members.includes(skill.name))).toHaveLength(1);
  });

  it("keeps a list joined by 'and' as separate requirements, and '/' binding only its neighbours", () => {
    const job = analyzeJob('Web Developer\nRequirements\nMust know HTML, CSS and JavaScript/TypeScript.');
    expect(requirement(job, 'HTML')?.alternatives).toBeUndefined();
    expect(requirement(job, 'CSS')?.alternatives).toBeUndefined();
    expect(requirement(job, 'JavaScript')?.alternatives?.map((item) => item.name)).toEqual(['TypeScript']);
  });

  it('asks for a skill on its own when the job also asks for it outside the alternatives', () => {
    const job = analyzeJob(
      'Data Engineer\nRequirements\nStrong SQL is required.\nExperience with SQL or Python scripting is required.',
    );
    expect(requirement(job, 'SQL')?.alternatives).toBeUndefined();
  });
});

describe('degrees are education, not skills', () => {
  it('reads no skill from the fields a degree may be in, and keeps the fields in the education', () => {
    const job = analyzeJob(
      "Data Analyst\nRequirements\nBachelor's in Computer Science, Mathematics, Statistics or a related field.\nExperience with SQL is required.",
    );
    expect(skillNames(job)).toContain('SQL');
    expect(skillNames(job).join(' ')).not.toMatch(/Mathematics|Statistic|Computer Science/);
    expect(job.education[0]).toMatch(/^Bachelor's degree in Computer Science, Mathematics/);
  });

  it('reads a nursing degree list as education', () => {
    const job = analyzeJob(
      'Clinical Research Coordinator\nRequirements\nDegree in Nursing, Biology or Chemistry required. Experience with clinical trials.',
    );
    expect(skillNames(job).join(' ')).not.toMatch(/Nursing|Biology|Chemistry/);
    expect(skillNames(job)).toContain('Clinical Research');
  });

  it.each([
    ['MS or PhD in Physics required.', 4],
    ["Bachelor's or Master's degree in Finance.", 3],
    ["Bachelor's degree required.\nMaster's degree preferred.", 3],
    ['High school diploma or GED.', 1],
    ['Create master plans for the plant.', 0],
  ])('asks for the lowest degree %j accepts', (sentence, level) => {
    expect(analyzeJob(`Analyst\nRequirements\n${sentence}`).degree_level).toBe(level);
  });
});

describe('acronyms take the sense of the industry', () => {
  const teaching =
    'Math Teacher\nRequirements\nExperience taking part in weekly PLC meetings and planning lessons with the team.';
  const plant =
    'Controls Technician\nRequirements\nExperience troubleshooting PLC faults on a packaging line.';

  it('reads PLC as a professional learning community in Education and a controller in Manufacturing', () => {
    expect(skillNames(analyzeJob(teaching, 'Education'))).not.toContain('PLC Programming');
    expect(analyzeJob(teaching, 'Education').soft_skills).toContain('Collaboration');
    expect(skillNames(analyzeJob(plant, 'Manufacturing Engineering'))).toContain('PLC Programming');
  });

  it("takes the sense of the job's own field when no industry is given", () => {
    const school =
      'Teacher\nResponsibilities\nTeach lesson plans, manage the classroom, and join PLC meetings on curriculum development.';
    expect(skillNames(analyzeJob(school))).not.toContain('PLC Programming');
  });

  it.each([
    ['PT', 'Physical Therapy', 'Healthcare', 'Retail'],
    ['OT', 'Occupational Therapy', 'Healthcare', 'Manufacturing Engineering'],
    ['AP', 'Accounts Payable', 'Finance & Banking', 'Healthcare'],
  ])('reads %s as %s in %s only', (term, skill, field, other) => {
    const job = `Associate\nRequirements\nExperience with ${term} is required.`;
    expect(skillNames(analyzeJob(job, field))).toContain(skill);
    expect(skillNames(analyzeJob(job, other))).not.toContain(skill);
  });
});

describe('a language is a requirement only when the job asks to use it', () => {
  it.each([
    ['Fluent Spanish is required.', true],
    ['Must speak and write English.', true],
    ['Bilingual in English and Spanish preferred.', true],
    ['Support English learners in small groups.', false],
    ['Teach English Language Arts to grade 7.', false],
    ['Teach English to primary students.', false],
  ])('%j asks for a language: %s', (sentence, asked) => {
    const names = skillNames(analyzeJob(`Teacher\nRequirements\n${sentence}`)).filter((name) =>
      ['English', 'Spanish'].includes(name),
    );
    expect(names.length > 0).toBe(asked);
  });
});

describe('a tool or the kind of tool it is', () => {
  it("reads 'Salesforce or another CRM' as one requirement any CRM meets", () => {
    const job = analyzeJob('Account Executive\nRequirements\nSalesforce or another CRM is required.');
    expect(requirement(job, 'Salesforce')?.alternatives?.map((item) => item.name)).toEqual(['CRM']);
  });
});

describe('conditions of employment are no skills', () => {
  it('reads no requirement from background checks or physical demands', () => {
    const job = analyzeJob(
      'Teacher\nRequirements\nExperience with classroom management.\nOffers are subject to a background investigation and screening.\nMust be able to lift up to 25 lbs.',
    );
    expect(skillNames(job).join(' ')).not.toMatch(/Investigations|Screening/);
    expect(skillNames(job)).toContain('Classroom Management');
  });
});

describe('a requirement is what the candidate must bring, not the work the role does', () => {
  const posting = [
    'Field Service Coordinator',
    'Harbor Freightways | Tacoma, WA',
    'Harbor Freightways is a leading logistics firm built on a culture of collaboration and innovation.',
    'Key Responsibilities:Schedule technicians in ServiceTitan and track work orders in Salesforce.',
    'Work in an Agile team to improve dispatch reporting.',
    'Qualifications:2+ years of dispatch or scheduling experience',
    'Experience with ServiceTitan or a similar field service platform',
    'Excellent written and verbal communication skills',
    'Familiarity with Samsara and Geotab is a plus.',
    'Benefits:Medical, dental and vision insurance',
  ].join('\n');
  const job = analyzeJob(posting);
  const asked = skillNames(job);

  it("reads no requirement from a duty and keeps the duty's tools as words the ad uses", () => {
    expect(asked).not.toContain('Agile');
    expect(asked).not.toContain('Salesforce');
    expect(names(job.duty_skills ?? [])).toEqual(expect.arrayContaining(['Agile', 'Salesforce']));
  });

  it('reads the qualifications under a heading glued to its first item', () => {
    expect(job.years_required).toBe(2);
    expect(job.soft_skills).toEqual(expect.arrayContaining(['Verbal Communication']));
    expect(job.soft_skills).not.toContain('Innovation');
  });

  it('reads a product the taxonomy lacks from a list beside one it knows, at the level the line gives', () => {
    expect(names(job.preferred_skills)).toContain('Geotab');
  });

  it('takes a sentence-case line ending in a heading word for an item, not a heading', () => {
    const items = analyzeJob(
      'Buyer\nRequirements\nVendor management and process improvement experience\nAdvanced Excel skills',
    );
    expect(skillNames(items)).toEqual(expect.arrayContaining(['Vendor Management', 'Excel']));
  });

  it("reads a job board's own fields as what they ask ('Graphic design: 2 years (Preferred)')", () => {
    const board = analyzeJob(
      'Marketing Coordinator\nSchedule:Monday to FridayExperience:Graphic design: 2 years (Preferred)Work Location: In person',
    );
    expect(board.years_required).toBe(2);
    expect(names(board.preferred_skills)).toContain('Graphic Design');
  });

  it('reads a third-person duty under a requirements heading as the work, not a requirement', () => {
    const functions = analyzeJob(
      'Teacher\nQualifications\nPlans and delivers science lessons using Canvas.\nRequires knowledge of Google Classroom.',
    );
    expect(skillNames(functions)).not.toContain('Canvas');
    expect(skillNames(functions)).toContain('Google Classroom');
  });
});

describe('what a posting does not ask', () => {
  const asked = (text: string) => {
    const job = analyzeJob(text);
    return [...names(job.required_skills), ...names(job.preferred_skills), ...job.certifications];
  };

  it('asks nothing from the duties of a posting that states other qualifications', () => {
    const text = [
      'IT Project Manager',
      'Roles and Responsibilities',
      'Maintains staff by recruiting, selecting, orienting, and training employees.',
      'Preserves assets by implementing disaster recovery and back-up procedures.',
      'Qualifications:',
      "Bachelor's degree in Computer Science",
      'Minimum 1 year as project manager',
    ].join('\n');
    expect(asked(text)).not.toEqual(expect.arrayContaining(['Recruiting']));
    expect(asked(text).join(' ')).not.toMatch(/Disaster Recovery|Recruiting/);
  });

  it("reads 'the ideal candidate will perform ...' as the work, and a company's own sentences as no requirement", () => {
    const text = [
      'HR Manager',
      'Position Summary',
      'The ideal candidate will perform routine tasks to administer recruiting, investigations and talent management.',
      'About the job',
      'Acme Cloud provides organizations with machine learning and data analytics solutions.',
      'Requirements:',
      'Excellent verbal and written communication skills.',
    ].join('\n');
    expect(asked(text).join(' ')).not.toMatch(/Recruiting|Investigations|Machine Learning|Data Analy/);
  });

  it('reads what the employer provides, a compliance rule and a credential deadline as no requirement', () => {
    const text = [
      'Physical Therapist Assistant',
      'Qualifications:',
      'Possess a valid Physical Therapist Assistant license in the State of Michigan',
      'CPR, First Aid, AED certification (provided by Origami)',
      'Must comply with all Federal, State and Food Safety standards, policies, and guidelines',
      'RRT-NPS credential within three years of hire.',
    ].join('\n');
    const job = analyzeJob(text);
    expect(asked(text).join(' ')).not.toMatch(/CPR|First Aid|AED|Food Safety/);
    expect(job.years_required).toBeNull();
  });

  it('reads a skill a duty asks to know how to use, and a successful team member as the candidate', () => {
    const job = analyzeJob(
      [
        'Social Media Manager',
        'Requirements:',
        'You can thrive in a fully remote work culture.',
        'Successful members of our team enjoy working in digital marketing and stay up to date with trends.',
        'Responsibilities',
        'Be an active participant in the Instagram Communities and understand how to use TikTok editing tools',
      ].join('\n'),
    );
    expect(names(job.required_skills)).toEqual(expect.arrayContaining(['Digital Marketing', 'TikTok']));
  });
});

describe('degrees asked', () => {
  const degrees = (text: string) =>
    (analyzeJob(text).requirements ?? [])
      .filter((item) => item.kind === 'degree')
      .map((item) => [item.degree, item.level]);

  it('reads each degree of a sentence with its own tier', () => {
    expect(
      degrees('Math Teacher\nQualifications:\nB.S. in Mathematics required, M.A. in Mathematics preferred'),
    ).toEqual([
      [3, 'required'],
      [4, 'preferred'],
    ]);
  });

  it("reads 'BSEE, BSME' and 'BS. or M.S.' as a bachelor's", () => {
    expect(degrees('Controls Engineer\nRequirements:\nBSEE, BSME or equivalent')).toEqual([[3, 'required']]);
    expect(degrees('Engineer\nRequirements:\nBS. or M.S. in Mechanical Engineering')).toEqual([
      [3, 'required'],
    ]);
  });

  it('reads a degree glued to the item before it', () => {
    expect(
      degrees(
        'Mechanic\nRequirements:\nwith work-related experienceAssociate Degree or 1-2 years of experience desiredBasic reading skills required; high school diploma or equivalent',
      ),
    ).toEqual(expect.arrayContaining([[2, 'preferred']]));
  });
});

describe('credentials offered as alternatives', () => {
  it("reads 'CMP or CSEP certification' as one credential either meets", async () => {
    const job = analyzeJob('Event Manager\nQualifications\n- CMP or CSEP certification required');
    expect(job.certifications).toEqual(['CMP or CSEP certification']);
    const { credentialsShown } = await import('../score/tailoring/credentials');
    expect([
      ...credentialsShown(job.certifications, new Set(), ['Certified Meeting Professional (CMP), 2019']),
    ]).toEqual(['CMP or CSEP certification']);
  });
});

describe('credentials either of which meets the job', () => {
  it("reads 'RHIA or RHIT credential' as one credential", () => {
    const job = analyzeJob('Inpatient Coder\nPreferred:\n- RHIA or RHIT credential');
    expect(job.certifications).toContain('RHIA or RHIT credential');
    expect(job.certifications).not.toContain('RHIA');
  });
});

describe('words around a requirement that are not one', () => {
  const asked = (text: string) => {
    const job = analyzeJob(text);
    return [...names(job.required_skills), ...names(job.preferred_skills)];
  };

  it("reads no line of work from a word of degree before 'experience' ('Deep experience with REST APIs')", () => {
    const skills = asked(
      'Technical Writer\nRequirements\n- Deep experience with REST APIs and the OpenAPI specification',
    );
    expect(skills).toEqual(expect.arrayContaining(['REST APIs', 'OpenAPI']));
    expect(skills).not.toContain('Deep');
  });

  it("ends a phrase where a quantity opens ('in at least one of ...')", () => {
    const skills = asked(
      'Technical Writer\nRequirements\n- Ability to read and write code samples in at least one of Python, JavaScript or Go',
    );
    expect(skills).toContain('read and write code samples');
    expect(skills.some((name) => /\bat$/.test(name))).toBe(false);
  });
});

describe('a credential a state issues, offered under two names', () => {
  it("reads 'Colorado CVT/Registered Veterinary Technician credential' as held by a CVT", async () => {
    const job = analyzeJob(
      'Veterinary Technician\nRequirements\n- Colorado CVT/Registered Veterinary Technician credential',
    );
    const { credentialsShown } = await import('../score/tailoring/credentials');
    const held = credentialsShown(job.certifications, new Set(), [
      'Certified Veterinary Technician (CVT), Colorado Association of Certified Veterinary Technicians',
    ]);
    expect(job.certifications.length).toBeGreaterThan(0);
    expect([...held]).toEqual(job.certifications);
    expect([...credentialsShown(job.certifications, new Set(), ['Veterinary Assistant'])]).toEqual([]);
  });
});
