import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES, RN_LICENCE_QUESTIONS } from './shared';

const TELEMETRY_LONG_BULLET =
  'Monitored continuous cardiac telemetry for post-cardiac catheterization and heart failure patients, recognizing arrhythmias, escalating rapid response calls and titrating heparin and diltiazem drips per protocol with the cardiology team';

export const TELEMETRY_NURSE_RESUME = `Aisling Murphy, RN
aisling.murphy@example.com | (216) 555-0148 | Cleveland, OH

EXPERIENCE

Registered Nurse, Cardiac Telemetry
St. Brendan Medical Center, Cleveland, OH
Aug 2020 – Present
- ${TELEMETRY_LONG_BULLET}
- Documented assessments, care plans and medication administration in Epic
- Responsible for discharge teaching for heart failure patients and their families
- Served as relief charge nurse on night shift
- Precepted 6 new graduate nurses through a 12-week orientation

Registered Nurse, Medical-Surgical
Riverside Community Hospital, Lakewood, OH
Jun 2017 – Jul 2020
- Provided care for post-operative and medical patients on a 28-bed unit, ratio 1:5
- Assisted with the unit's fall prevention program
- Started IVs, drew labs and managed wound care and drains

EDUCATION
Bachelor of Science in Nursing, Cleveland State University, 2017

LICENSES AND CERTIFICATIONS
Registered Nurse (RN), Ohio Board of Nursing, License RN.487213, expires 10/2026
Basic Life Support (BLS), American Heart Association
Advanced Cardiovascular Life Support (ACLS), American Heart Association

SKILLS
Cardiac telemetry, arrhythmia recognition, IV therapy, Epic, patient education, medication administration
`;

export const TELEMETRY_NURSE_JOB = `Registered Nurse – Progressive Care / Telemetry (Nights)
Lakeside University Hospital | Cleveland, OH

Lakeside University Hospital is a 620-bed academic medical center. Our 34-bed progressive care unit cares
for cardiac and step-down patients who need continuous monitoring.

Responsibilities
- Assess, plan, implement and evaluate nursing care for a team of 3-4 patients
- Interpret cardiac telemetry and respond to changes in rhythm and condition
- Administer medications and titrate drips within protocol
- Teach patients and families about heart failure, medications and discharge plans
- Document care accurately in Epic
- Take the charge nurse role when scheduled

Requirements
- Current RN license in Ohio or a compact state
- BLS and ACLS from the American Heart Association
- 2+ years of acute care nursing experience, telemetry or step-down preferred
- Strong patient education and communication skills

Preferred
- Bachelor of Science in Nursing (BSN)
- PCCN or CCRN certification
- Charge nurse or preceptor experience

Shift: 7p–7a, three 12-hour shifts a week, every third weekend. Night differential and sign-on bonus
available.
`;

const CLINIC_NURSE_RESUME = `Danielle Okafor
danielle.okafor@example.com | 404-555-0191 | Atlanta, GA

SUMMARY
Registered nurse with 8 years in primary care and chronic disease management.

EXPERIENCE

Nurse Care Manager
Maple Grove Family Clinic, Decatur, GA
2019 – Present
• Helped reduce average HbA1c for the clinic's diabetes panel through monthly follow-up calls
• Educated patients who recieved new insulin prescriptions on dosing, storage and hypoglycemia
• Coordinated referrals to endocrinology, podiatry and retinal screening
• Responsible for the pre-visit planning huddle with 4 providers

Staff Nurse, Internal Medicine
Grady Valley Hospital, Atlanta, GA
2016 – 2019
• Cared for 5-6 adult medical patients per shift on a 32-bed unit
• Assisted with the rollout of bedside shift report
• Taught newly diagnosed diabetic patients to use glucometers and insulin pens

EDUCATION
Associate Degree in Nursing, Georgia Piedmont Technical College, 2016

LICENSES
Registered Nurse, Georgia Board of Nursing, RN 245118
BLS, American Heart Association

SKILLS
Diabetes education, care coordination, athenahealth, Epic, motivational interviewing, patient education
`;

const CLINIC_NURSE_JOB = `RN Care Coordinator – Diabetes Program
Peachtree Community Health | Atlanta, GA

Peachtree Community Health is a federally qualified health center with five clinics. Our diabetes program
supports 1,800 adults with type 2 diabetes, many of them newly started on insulin.

What you will do
- Manage a panel of patients with diabetes between visits by phone, portal and in person
- Track HbA1c, blood pressure and screening gaps and close them with the care team
- Teach insulin use, glucose monitoring, nutrition basics and hypoglycemia management
- Coordinate referrals and follow up on missed appointments
- Document in athenahealth and report program measures monthly

Requirements
- Active RN license in Georgia or a compact state
- 3+ years of nursing experience, including chronic disease management
- Patient education experience, ideally with diabetes
- BLS certification
- Experience with an electronic health record (athenahealth or Epic)

Preferred
- Certified Diabetes Care and Education Specialist (CDCES)
- Spanish language skills
- Experience in a federally qualified health center or primary care

Monday to Friday, 8:00 am – 4:30 pm. No weekends or holidays.
`;

export const HEALTHCARE_CASES: QualityCase[] = [
  {
    id: 'nurse-telemetry-licence-held',
    occupation: 'registered nurse (telemetry)',
    industry: 'Healthcare',
    resume: TELEMETRY_NURSE_RESUME,
    job: TELEMETRY_NURSE_JOB,
    answers: [
      { textIncludes: 'in Epic', answer: 'nothing measurable, it is just our charting system' },
      {
        textIncludes: 'discharge teaching',
        answer:
          'I built a discharge checklist for heart failure patients in 2022. Our unit’s 30-day heart failure readmissions dropped from 18% to 12% the next year. I also trained 9 staff nurses to use it.',
      },
      {
        textIncludes: 'relief charge nurse',
        answer: 'I was charge nurse two nights a week for a 32-bed unit with up to 8 nurses per shift.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Telemetry nurse with BLS and ACLS who precepts new graduates and teaches heart failure patients before discharge.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '18% to 12%', under: 'St. Brendan Medical Center' },
        { text: '9 staff nurses', under: 'St. Brendan Medical Center' },
        { text: '32-bed', under: 'St. Brendan Medical Center' },
        { text: '8 nurses', under: 'St. Brendan Medical Center' },
      ],
      survive: ['telemetry', 'heparin', 'diltiazem', 'RN.487213', 'St. Brendan Medical Center'],
      absent: ['nothing measurable', 'just our charting system'],
      alreadyShown: ['Telemetry', 'Epic', 'Patient Education', 'Medication Administration'],
      notAsked: [
        ...RN_LICENCE_QUESTIONS,
        '\\b(BLS|ACLS)\\b[^?]*\\?',
        '6 new graduate nurses',
        ...NO_CUT_QUOTES,
      ],
      wholeQuotes: [TELEMETRY_LONG_BULLET],
    },
  },
  {
    id: 'nurse-diabetes-clinic-typo',
    occupation: 'registered nurse (care coordinator)',
    industry: 'Healthcare',
    resume: CLINIC_NURSE_RESUME,
    job: CLINIC_NURSE_JOB,
    answers: [
      {
        textIncludes: 'HbA1c',
        answer:
          "Over 12 months the panel's average HbA1c went from 8.9% to 7.8%. I made the follow-up calls for about 220 patients myself.",
      },
      { subject: 'Certified Diabetes Educator', answer: 'I have not taken the CDCES exam yet.' },
      { textIncludes: 'CDCES', answer: 'I have not taken the CDCES exam yet.' },
      { textIncludes: 'insulin prescriptions', answer: 'Yes' },
      {
        textIncludes: 'referrals',
        answer:
          'At Grady Valley Hospital I also set up the diabetes education referral for 30 discharges a month.',
      },
      {
        textIncludes: 'pre-visit planning',
        answer: 'not measured',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '8.9% to 7.8%', under: 'Maple Grove Family Clinic' },
        { text: '220 patients', under: 'Maple Grove Family Clinic' },
        { text: '30 discharges', under: 'Grady Valley Hospital' },
      ],
      survive: ['HbA1c', 'recieved', 'athenahealth', 'RN 245118'],
      absent: ['CDCES', 'Certified Diabetes', 'not measured'],
      alreadyShown: ['Chronic Disease Management', 'Patient Education', 'Diabetes Education', 'athenahealth'],
      notAsked: [...RN_LICENCE_QUESTIONS, '\\bBLS\\b[^?]*\\?', '32-bed unit', ...NO_CUT_QUOTES],
    },
  },
];
