/**
 * Broader and narrower skills: a resume that shows a narrower skill shows the broader one too (queries
 * written for PostgreSQL are SQL; a Tableau dashboard is data visualisation), never the other way round
 * (writing 'SQL' does not prove PostgreSQL). Each row: the broader skill, then the narrower ones, by
 * canonical name; only true kinds or parts of the broader skill are listed, not tools often used beside it.
 */
import { allSkills, slug } from './find-skills';

const RELATION_ROWS: ReadonlyArray<readonly [broader: string, narrower: string]> = [
  ['SQL', 'PostgreSQL; MySQL; SQL Server; Oracle Database; SQLite; MariaDB; T-SQL; PL/SQL; SQL queries'],
  ['Relational Databases', 'PostgreSQL; MySQL; SQL Server; Oracle Database; SQLite; MariaDB'],
  ['NoSQL', 'MongoDB; Cassandra; DynamoDB; Couchbase; CouchDB; HBase; Redis'],
  [
    'Data Visualization',
    'Tableau; Power BI; Looker; Looker Studio; Qlik; D3.js; Matplotlib; ggplot2; Plotly',
  ],
  ['Business Intelligence', 'Tableau; Power BI; Looker; Qlik'],
  // A framework's code is written in its language.
  ['JavaScript', 'TypeScript; React; Angular; Vue; Node.js; jQuery; Express.js; Next.js'],
  ['Python', 'Django; Flask; FastAPI; pandas; NumPy'],
  ['Java', 'Spring Boot; Spring Framework; Hibernate'],
  [
    'Machine Learning',
    'Deep Learning; scikit-learn; TensorFlow; PyTorch; Natural Language Processing; Computer Vision',
  ],
  ['Deep Learning', 'Convolutional Neural Networks; Recurrent Neural Networks'],
  [
    'Amazon Web Services',
    'AWS Lambda; Amazon EC2; Amazon S3; Amazon EKS; Amazon ECS; Amazon Redshift; DynamoDB',
  ],
  ['Microsoft Azure', 'Azure Kubernetes Service'],
  ['Google Cloud Platform', 'Google Kubernetes Engine; Google BigQuery'],
  ['Kubernetes', 'Amazon EKS; Google Kubernetes Engine; Azure Kubernetes Service; OpenShift'],
  ['Git', 'GitHub; GitLab; Bitbucket'],
  ['Version Control', 'Git; Subversion; Mercurial'],
  ['CI/CD', 'Jenkins; GitHub Actions; GitLab CI; CircleCI; Travis CI'],
  ['Infrastructure as Code', 'Terraform; CloudFormation; Pulumi; AWS CDK'],
  ['Excel', 'Pivot Tables; VLOOKUP; Excel Macros'],
  ['Google Workspace', 'Gmail; Google Docs; Google Sheets; Google Drive; Google Slides'],
  ['Robotic-Assisted Surgery', 'Mako; da Vinci Surgical System'],
  ['Epic', 'Epic OpTime'],
  // A BLS card is CPR training ('Current BLS/CPR' is one card).
  ['CPR', 'BLS; CPR Certification; CPR/AED'],
  ['CPR Certification', 'BLS'],
  ['Core Banking Systems', 'Jack Henry; Fiserv; FIS Global'],
  ['Microsoft Office', 'Excel; Microsoft Word; Microsoft PowerPoint; Microsoft Outlook'],
  [
    'Adobe Creative Suite',
    'Adobe Photoshop; Adobe Illustrator; Adobe InDesign; Adobe After Effects; Adobe Premiere Pro',
  ],
  ['CRM', 'Salesforce; HubSpot; Zoho CRM; Microsoft Dynamics CRM; SugarCRM; Pipedrive; Oracle CRM'],
  ['HRIS', 'Workday; Workday HCM; BambooHR; SuccessFactors; ADP; Kronos; Gusto'],
  ['Electronic Health Records', 'Epic; Cerner; Meditech; Allscripts; eClinicalWorks; athenahealth'],
  [
    'Accounting',
    'Accounts Payable; Accounts Receivable; General Ledger; Journal Entries; Financial Accounting; Cost Accounting',
  ],
  ['Forecasting', 'Sales Forecasting; Budget Forecasting; Load Forecasting'],
  ['Budgeting', 'Capital Budgeting; Budget Forecasting'],
  [
    'Digital Marketing',
    'Search Engine Optimization; Pay-Per-Click; Google Ads; Email Marketing; Social Media Marketing',
  ],
  ['Pay-Per-Click', 'Google Ads'],
  ['Recruiting', 'Full-Cycle Recruiting; Campus Recruiting; Healthcare Recruiting; Technical Recruiting'],
  ['Agile', 'Scrum; Kanban'],
  ['Teaching', 'Classroom Instruction; Lesson Planning; Online Teaching'],
  ['Early Childhood Education', 'Kindergarten; Montessori'],
  // The functions an HR generalist performs are HR work.
  [
    'Human Resources',
    'Recruiting; Benefits Administration; Employee Relations; Onboarding; Payroll; HRIS; Talent Acquisition',
  ],
  [
    'Sales',
    'Inside Sales; Outside Sales; B2B Sales; SaaS Sales; Pharmaceutical Sales; Automotive Sales; Insurance Sales; Cold Calling; Closing Deals',
  ],
  // A tool's work is work in its field.
  ['Graphic Design', 'Adobe Photoshop; Adobe Illustrator; Adobe InDesign'],
  ['User Research', 'Usability Testing'],
  ['Litigation', 'Depositions'],
  ['ERP', 'SAP; Oracle ERP; NetSuite; Microsoft Dynamics'],
  ['CAD Modeling', 'SolidWorks; AutoCAD; CATIA; Autodesk Inventor; Revit; SketchUp; ArchiCAD; Vectorworks'],
  ['Nursing', 'Medication Administration; IV Therapy; Patient Assessment'],
  ['Big Data', 'Apache Spark; Hadoop'],
  ['Process Improvement', 'Six Sigma; Lean Manufacturing; DMAIC; Kaizen'],
  ['CMS', 'WordPress; Drupal; Joomla'],
  ['ORM', 'Hibernate; Entity Framework; SQLAlchemy'],
  ['Distribution', 'Shipping and Receiving'],
  ['Lead Generation', 'Prospecting; Cold Calling'],
  ['EEO', 'Affirmative Action'],
];

let cached: Map<string, string[]> | null = null;

/** Broader id -> every narrower id, through chains of rows (Kubernetes -> Amazon EKS, and so on). */
function narrowerIndex(): Map<string, string[]> {
  if (cached) return cached;
  const known = new Set(allSkills().map((skill) => skill.id));
  const direct = new Map<string, string[]>();
  for (const [broader, narrower] of RELATION_ROWS) {
    const list = direct.get(slug(broader)) ?? [];
    for (const name of narrower.split(';')) {
      const id = slug(name.trim());
      if (known.has(id)) list.push(id);
    }
    direct.set(slug(broader), list);
  }
  const index = new Map<string, string[]>();
  for (const broader of direct.keys()) {
    const seen = new Set<string>();
    const queue = [...(direct.get(broader) ?? [])];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      if (seen.has(id) || id === broader) continue;
      seen.add(id);
      queue.push(...(direct.get(id) ?? []));
    }
    index.set(broader, [...seen]);
  }
  cached = index;
  return index;
}

/** The skills that evidence this one in full: every narrower kind or part of it. */
export function narrowerSkillIds(id: string): readonly string[] {
  return narrowerIndex().get(id) ?? [];
}

/** For tests: the rows' names that are not taxonomy skills. */
export function unknownRelationNames(): string[] {
  const known = new Set(allSkills().map((skill) => skill.id));
  return RELATION_ROWS.flatMap(([broader, narrower]) => [broader, ...narrower.split(';')])
    .map((name) => name.trim())
    .filter((name) => !known.has(slug(name)));
}
