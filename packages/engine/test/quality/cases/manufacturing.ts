import type { QualityCase } from '../quality-case';
import { NO_CUT_QUOTES } from './shared';

const CONTROLS_LONG_BULLET =
  'Commissioned the palletizer and stretch-wrapper cell with the robot integrator, writing the PLC ladder logic for zone interlocks, light curtain muting and recipe changeovers, and training operators and maintenance on the new HMI screens';

const CONTROLS_RESUME = `Tomasz Wójcik
tomasz.wojcik@example.com | (414) 555-0128 | Waukesha, WI | linkedin.com/in/tomaszwojcik

EXPERIENCE

Controls Engineer
Brightwater Packaging Co., Waukesha, WI
May 2020 – Present
- Maintain and modify PLC ladder logic on Allen-Bradley ControlLogix and CompactLogix for 6 bottling lines
- Helped reduce unplanned downtime on the filler line
- ${CONTROLS_LONG_BULLET}
- Responsible for the capper line upgrade from relay logic to a CompactLogix PLC
- Built HMI screens in FactoryTalk View for alarm history and recipe management

Automation Technician
Kessler Automation GmbH, Milwaukee, WI
Jun 2016 – Apr 2020
- Wired and tested control panels for conveyor and packaging customers
- Assisted with VFD setup and troubleshooting on site start-ups
- Wrote start-up checklists used on 35 customer installations

EDUCATION
B.S. Electrical Engineering Technology, Milwaukee School of Engineering, 2016

SKILLS
Allen-Bradley PLCs, Studio 5000, FactoryTalk View, ladder logic, VFDs, AutoCAD Electrical, NFPA 79, Ethernet/IP
`;

const CONTROLS_JOB = `Controls Engineer
Northlake Beverage Co. | Oconomowoc, WI

Northlake Beverage runs eight high-speed canning and bottling lines. Our engineering team of twelve keeps
them running, improves them and brings new equipment online.

Responsibilities
- Program, troubleshoot and improve PLCs, HMIs and drives on production lines
- Lead controls work on capital projects from specification to commissioning
- Reduce downtime with root cause analysis and better fault diagnostics
- Work with robot and OEM integrators on new cells and line upgrades
- Keep electrical drawings and control standards up to date
- Support maintenance on call on a rotating basis

Requirements
- Bachelor's degree in Electrical Engineering, Mechatronics or a related field
- 4+ years as a controls engineer in manufacturing
- PLC programming in ladder logic (Allen-Bradley Studio 5000)
- HMI development (FactoryTalk View or Ignition)
- VFD configuration and industrial networks (Ethernet/IP)
- Root cause analysis and downtime reduction
- Ability to read and update electrical schematics

Preferred
- Siemens TIA Portal
- SCADA or MES experience
- Robot integration experience (FANUC, ABB)

We offer a 401(k) with match, profit sharing, health coverage and paid training.
`;

export const MANUFACTURING_CASES: QualityCase[] = [
  {
    id: 'controls-engineer-plc-ladder-logic',
    occupation: 'controls engineer',
    industry: 'Manufacturing Engineering',
    resume: CONTROLS_RESUME,
    job: CONTROLS_JOB,
    answers: [
      {
        textIncludes: 'unplanned downtime',
        answer:
          'Unplanned downtime on the filler line went from 11% to 4% after I rewrote the fault-handling ladder logic and added first-out alarms.',
      },
      {
        kind: 'missing_skill',
        subject: 'Siemens PLC',
        answer: 'I have not used Siemens TIA Portal, only Allen-Bradley.',
      },
      {
        kind: 'missing_skill',
        subject: 'TIA Portal',
        answer: 'I have not used Siemens TIA Portal, only Allen-Bradley.',
      },
      { textIncludes: 'HMI screens in FactoryTalk', answer: 'Yes' },
      {
        textIncludes: 'capper line upgrade',
        answer:
          'It was a $650K project. I worked with 2 electricians and the OEM, and the line came back up 1 day ahead of schedule.',
      },
      {
        kind: 'missing_summary',
        answer:
          'Controls engineer who programs Allen-Bradley PLCs and HMIs for packaging lines and leads line upgrades from design to start-up.',
      },
    ],
    defaultAnswer: '',
    expect: {
      facts: [
        { text: '11% to 4%', under: 'Brightwater Packaging Co.' },
        { text: '$650K', under: 'Brightwater Packaging Co.' },
        { text: '2 electricians', under: 'Brightwater Packaging Co.' },
      ],
      survive: [
        'PLC ladder logic',
        'Tomasz Wójcik',
        'Kessler Automation GmbH',
        'ControlLogix',
        'CompactLogix',
        'Studio 5000',
        'Ethernet/IP',
        'NFPA 79',
      ],
      absent: ['TIA Portal', 'Siemens'],
      alreadyShown: ['PLC Programming', 'Allen-Bradley', 'HMI', 'Motors and Drives'],
      notAsked: [
        'asks for PLC',
        'PLC programming[^?]*\\?',
        'professional learning',
        '6 bottling lines',
        '35 customer installations',
        ...NO_CUT_QUOTES,
      ],
      degree: "Bachelor's degree",
      degreeLevel: 3,
      wholeQuotes: [CONTROLS_LONG_BULLET],
    },
  },
];
