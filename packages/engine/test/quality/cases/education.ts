import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES, PLC_PROGRAMMING_QUESTIONS } from './shared';

const ELA_RESUME = `Zoë Lindqvist
zoe.lindqvist@example.com | (651) 555-0172 | St. Paul, MN

EXPERIENCE

English Teacher, Grades 9–10
Harborview High School, St. Paul, MN
Aug 2019 – Present
- Teach English Language Arts to five sections of ninth and tenth graders
- Responsible for the ninth-grade reading intervention block
- Write accommodations and progress notes for students on IEPs with the special education team
- Redesigned the argumentative writing unit around student-chosen topics
- Assisted with department meetings and common assessments

Language Arts Teacher, Grade 7
Eastfield Middle School, Roseville, MN
Aug 2016 – Jun 2019
- Taught reading and writing to 120 seventh graders each year
- Coached the school's speech team
- Worked on a book club program with the school library

EDUCATION
B.A. English, Secondary Education, University of Minnesota, 2016

LICENSES
Minnesota Tier 4 Teaching License, English Language Arts 5–12

SKILLS
Differentiated instruction, IEP accommodations, writing workshop, Schoology, restorative practices
`;

const ELA_JOB = `High School English Language Arts Teacher (Grades 9–10)
North Lakes Public Schools | Maplewood, MN

North Lakes High School serves 1,400 students, about 18% of them English learners. We are hiring an
English Language Arts teacher for the 2025–26 school year.

Responsibilities
- Plan and teach standards-based English Language Arts lessons for grades 9 and 10
- Differentiate instruction for English learners and students with IEPs or 504 plans
- Collaborate weekly with your grade-level PLC to review student work and common assessments
- Use assessment data to plan reteaching and intervention
- Communicate regularly with families and support staff
- Use Google Classroom to post assignments and feedback

Qualifications
- Minnesota teaching license in English Language Arts 5–12 (or eligible)
- Experience teaching reading and writing at the secondary level
- Experience with differentiated instruction and accommodations for IEPs
- Commitment to culturally responsive teaching

Preferred
- ESL or English learner endorsement or training
- Experience with reading intervention programs
- Interest in coaching or advising a student activity

Salary per the district schedule, with full benefits and a pension through TRA.
`;

const MATH_RESUME = `Marcus Adeyemi
marcus.adeyemi@example.com | 919-555-0126 | Raleigh, NC | linkedin.com/in/marcusadeyemi

EXPERIENCE

Mathematics Teacher
Lincoln Park High School, Raleigh, NC
Aug 2018 – Present
• Rebuilt the AP Statistics course around weekly data projects
• Teach Algebra II and AP Statistics to 140 students across 5 sections
• Responsible for the after-school math tutoring program
• Chair the math department and plan the vertical alignment of courses
• Helped the school adopt standards-based grading in mathematics

Mathematics Teacher
Westbrook Academy, Durham, NC
Aug 2015 – Jun 2018
• Taught Geometry and Algebra I to ninth and tenth graders
• Assisted with the summer bridge program for incoming freshmen
• Coached the math team to 2 regional titles

EDUCATION
B.S. Mathematics, North Carolina State University, 2015

CERTIFICATIONS
North Carolina Professional Educator License, Mathematics 9–12

SKILLS
AP Statistics, Algebra II, Geometry, TI-84, Google Classroom, standards-based grading, lesson planning
`;

const MATH_JOB = `Mathematics Teacher – Algebra II and AP Statistics
Triangle Ridge High School | Cary, NC

Triangle Ridge High School is looking for an experienced mathematics teacher to teach Algebra II and AP
Statistics and to help grow our AP program.

Responsibilities
- Teach Algebra II and AP Statistics, including preparation for the AP exam
- Plan lessons and common assessments with colleagues in the weekly math PLC
- Use formative assessment data to adjust instruction and plan intervention
- Support students with IEPs and 504 plans in partnership with the EC team
- Use technology such as Desmos or GeoGebra in daily instruction
- Communicate with families about progress

Requirements
- North Carolina teaching license in Mathematics (9–12) or eligibility for one
- Bachelor's degree required; Master's degree in mathematics or education preferred
- 3+ years of high school mathematics teaching experience
- Experience with lesson planning and classroom management

Preferred
- Experience teaching an AP course and scoring AP exams
- Experience leading a department or PLC
- Experience with tutoring or intervention programs

Salary follows the state schedule plus a local supplement; AP teachers receive a stipend.
`;

export const EDUCATION_CASES: QualityCase[] = [
  {
    id: 'teacher-ela-english-learners-plc',
    occupation: 'high-school English teacher',
    industry: 'Education',
    resume: ELA_RESUME,
    job: ELA_JOB,
    answers: [
      {
        textIncludes: 'reading intervention',
        answer:
          'Students in my intervention block gained an average of 1.4 grade levels on the STAR Reading test in one school year.',
      },
      {
        kind: 'missing_skill',
        subject: 'English as a Second Language',
        answer:
          'At Eastfield Middle School I co-taught a sheltered language arts class for 22 English learners with the ESL specialist.',
      },
      {
        textIncludes: 'English learners',
        answer:
          'At Eastfield Middle School I co-taught a sheltered language arts class for 22 English learners with the ESL specialist.',
      },
      {
        kind: 'missing_skill',
        subject: 'Google Classroom',
        answer: 'I have not used Google Classroom.',
      },
      { textIncludes: 'department meetings', answer: 'not measured' },
      {
        kind: 'missing_summary',
        answer:
          'Licensed English Language Arts teacher who runs reading intervention and writes IEP accommodations with special education staff.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '1.4 grade levels', under: 'Harborview High School' },
        { text: '22 English learners', under: 'Eastfield Middle School' },
      ],
      survive: ['IEP', 'Zoë Lindqvist', 'English Language Arts', 'Tier 4', 'Schoology'],
      absent: ['Google Classroom', 'not measured'],
      notRequired: ['English', 'PLC', 'PLC Programming'],
      alreadyShown: [
        'English Language Arts',
        'Individualized Education Programs',
        'Differentiated Instruction',
      ],
      notAsked: [
        ...PLC_PROGRAMMING_QUESTIONS,
        '(asks for|experience (do you have )?with|used|proficien\\w*( in)?) English\\b(?! (language|learner))',
        'teaching licen[cs]e',
        '120 seventh graders',
        ...NO_CUT_QUOTES,
      ],
    },
  },
  {
    id: 'teacher-math-ap-statistics',
    occupation: 'high-school mathematics teacher',
    industry: 'Education',
    resume: MATH_RESUME,
    job: MATH_JOB,
    answers: [
      {
        textIncludes: 'weekly data projects',
        answer:
          'Our AP Statistics pass rate went from 58% to 74% in two years, and enrollment grew from 24 to 41 students.',
      },
      { textIncludes: 'tutoring program', answer: 'not measured' },
      {
        textIncludes: 'math department',
        answer: 'I lead a department of 7 math teachers and manage a $15,000 yearly materials budget.',
      },
      {
        kind: 'missing_skill',
        subject: 'Desmos',
        answer: 'I have not used Desmos or GeoGebra in class.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Mathematics teacher and department chair with ten years in the classroom who has grown an AP Statistics program.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '58% to 74%', under: 'Lincoln Park High School' },
        { text: '24 to 41', under: 'Lincoln Park High School' },
        { text: '7 math teachers', under: 'Lincoln Park High School' },
        { text: '$15,000', under: 'Lincoln Park High School' },
      ],
      survive: ['AP Statistics', 'Algebra II', 'TI-84', 'Westbrook Academy'],
      absent: ['Desmos', 'GeoGebra', 'not measured'],
      notRequired: ['PLC', 'PLC Programming'],
      alreadyShown: ['Lesson Planning'],
      notAsked: [
        ...PLC_PROGRAMMING_QUESTIONS,
        '140 students',
        '2 regional titles',
        'teaching licen[cs]e',
        ...NO_CUT_QUOTES,
      ],
      degree: "Bachelor's degree",
      degreeLevel: 3,
    },
  },
];
