import { SCORE_CATEGORIES } from '@resumeloop/engine';
import { FileSearch, type LucideIcon, Rocket, ShieldCheck, Target, UserCog, Wrench } from 'lucide-react';

/** SPEC §3: a support topic card. */
export type SupportTopic = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
};

/** SPEC §3: one question of the FAQ accordion. */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
};

export type QuickTip = {
  title: string;
  text: string;
};

export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description:
      'Paste or upload your resume, paste the job description, pick your target industry and get your first score in about 30 seconds.',
    icon: Rocket,
  },
  {
    id: 'resume-analysis',
    title: 'Resume Analysis',
    description:
      'Understand your score: seven weighted categories, each explained, plus the tailored questions that fill the gaps.',
    icon: FileSearch,
  },
  {
    id: 'ats-optimization',
    title: 'ATS Optimization',
    description:
      'Get past applicant tracking systems with the right keywords, standard headings and formatting that parses cleanly.',
    icon: Target,
  },
  {
    id: 'account-management',
    title: 'Account Management',
    description:
      'Sign up with email and password or with Google or Microsoft, verify your email, and change your profile or password in Settings.',
    icon: UserCog,
  },
  {
    id: 'privacy-security',
    title: 'Privacy & Security',
    description:
      'See how your resume data is handled, export everything we hold about you, or delete your account from Settings.',
    icon: ShieldCheck,
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    description:
      'Fix upload problems, a PDF preview that will not load or an export that fails, and learn how to report a bug.',
    icon: Wrench,
  },
];

const WEIGHTS_BY_IMPORTANCE = [...SCORE_CATEGORIES]
  .sort((a, b) => b.weight - a.weight)
  .map((category) => `${category.label} ${category.weight}%`)
  .join(', ');

export const FAQS: readonly FaqItem[] = [
  {
    id: 'how-it-works',
    question: 'How does ResumeLoop work?',
    answer:
      'There are four steps. Input: paste or upload your resume, paste the job description and choose your target industry. Questionnaire: ResumeLoop scores your resume and asks a few questions tailored to the gaps it found. Polish: your answers are used to refine the resume, which you can then edit with a live PDF preview. Results: compare the before and after scores by category and export the enhanced resume as a PDF.',
  },
  {
    id: 'formats-and-limits',
    question: 'Which file formats can I upload, and how long can my resume be?',
    answer:
      'You can upload a PDF, DOC, DOCX or TXT file of up to 10 MB, or simply paste the text. The resume can be up to 8,000 characters and the job description up to 10,000 characters; a counter under each box shows how close you are to the limit.',
  },
  {
    id: 'score',
    question: 'How is my ATS score calculated?',
    answer: `Your resume is scored from 0 to 100 in seven categories, and the overall score is their weighted average: ${WEIGHTS_BY_IMPORTANCE}. Each category comes with an explanation, so you can see exactly why you gained or lost points and what to change.`,
  },
  {
    id: 'answers',
    question: 'How much can I write when answering the tailored questions?',
    answer:
      'Each answer can be up to 2,000 characters, and all answers together up to 8,000 characters. You can leave a question blank if it does not apply. If your answers add up to more than 8,000 characters, shorten them before you continue.',
  },
  {
    id: 'no-invented-facts',
    question: 'Will ResumeLoop add things to my resume that are not true?',
    answer:
      'No. Refinement uses only your own words: what is already in your resume and what you write in your answers. It never invents employers, job titles, dates, numbers, skills or achievements. It can reword, reorder and tighten what you gave it, and you can review and edit every line in the editor before you export.',
  },
  {
    id: 'account',
    question: 'How do I create an account and sign in?',
    answer:
      'Register with your name, email address and a password, or sign in with Google or Microsoft. After registering with email, we send you a verification link that expires in 30 minutes; if it has expired, request a new one from the verification page. If you forget your password, use the "Forgot password" link on the sign-in page.',
  },
  {
    id: 'pdf-export',
    question: 'How do I download my improved resume as a PDF?',
    answer:
      'In the Polish step the editor shows a live PDF preview of your resume that follows each edit as you type. On the Results page choose Export Enhanced Resume (PDF). During the beta we ask for a short feedback survey before the first download, which helps us make sure refinement stays faithful to what you wrote.',
  },
  {
    id: 'data',
    question: 'How can I export or delete my data?',
    answer:
      'Go to Settings, then Account. Export data downloads everything stored about you as a JSON file. Delete account permanently removes your account; you will be asked to type DELETE to confirm. Privacy choices, such as whether your data may be used to improve the service, are in Settings under Privacy. ResumeLoop can also run fully self-hosted, so your data stays on a server you control.',
  },
];

export const QUICK_TIPS: readonly QuickTip[] = [
  {
    title: 'Paste the whole job description',
    text: 'Tailoring is a fifth of your score. The full posting, including requirements, gives the best keyword match.',
  },
  {
    title: 'Answer with specifics',
    text: 'Numbers, tools and outcomes in your answers are what refinement can turn into stronger bullet points.',
  },
  {
    title: 'Keep standard headings',
    text: 'Experience, Education and Skills are what applicant tracking systems look for when they parse a resume.',
  },
  {
    title: 'Read before you send',
    text: 'Check the refined resume in the editor: it is your document, and every line should sound like you.',
  },
];
