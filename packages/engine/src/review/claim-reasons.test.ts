import { describe, expect, it } from 'vitest';
import { englishText, isTextId, type TextRef } from '../messages/text-ref';
import { flag } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';

describe('the reasons a claim is flagged', () => {
  const every: TextRef[] = [
    CLAIM_REASONS.numberNew('40%'),
    CLAIM_REASONS.numberDiffers('150 ms', '250 ms'),
    CLAIM_REASONS.direction('cut costs', 'up'),
    CLAIM_REASONS.yearNotInSources('2019'),
    CLAIM_REASONS.years('8 years', 5),
    CLAIM_REASONS.dates('2019 - 2021', '2018 - 2021'),
    CLAIM_REASONS.dates('2019 - 2021', ''),
    CLAIM_REASONS.skillDenied('Kafka'),
    CLAIM_REASONS.credentialDenied('PMP'),
    CLAIM_REASONS.jobOnly('Terraform'),
    CLAIM_REASONS.notInSources('Go'),
    CLAIM_REASONS.degree("Master's", 3),
    CLAIM_REASONS.pending('CPA'),
    CLAIM_REASONS.title('Lead Engineer', ['Engineer', 'Analyst']),
    CLAIM_REASONS.title('Lead Engineer', []),
    CLAIM_REASONS.entryTitle('Director', 'Manager'),
    CLAIM_REASONS.place('Berlin', 'Munich'),
    CLAIM_REASONS.place('Berlin', ''),
    CLAIM_REASONS.award('Top 1%'),
    CLAIM_REASONS.scopeHelped('Led'),
    CLAIM_REASONS.scopeNew('Owned'),
    CLAIM_REASONS.someoneElse('Designed', 'My Manager'),
    CLAIM_REASONS.contact('a@b.example'),
    CLAIM_REASONS.removed,
    CLAIM_REASONS.moved('Acme'),
  ];

  it('are messages of the catalogue', () => {
    for (const ref of every) expect(isTextId(ref.id), ref.id).toBe(true);
  });

  it('read in English as they always did', () => {
    expect(every.map(englishText)).toEqual([
      '40%: this figure is not in your resume or answers',
      '150 ms: your resume and answers say 250 ms',
      'cut costs: your resume and answers say it went up, not down',
      '2019: this year is not in your resume or answers',
      '8 years: the dates in your resume add up to 5 years',
      '2019 - 2021: your resume says 2018 - 2021',
      '2019 - 2021: these dates are not in your resume',
      'Kafka: you said you have not used it',
      'PMP: you said you do not hold it',
      'Terraform: only the job posting names it; your resume and answers do not',
      'Go: not in your resume or answers',
      "Master's: your resume lists a bachelor's degree",
      'CPA: your resume says this credential is not complete yet',
      'Lead Engineer: your titles were Engineer; Analyst',
      'Lead Engineer: no title in your resume says this',
      'Director: your title was Manager',
      'Berlin: your resume says Munich',
      'Berlin: not in your resume or answers',
      'Top 1%: no award, ranking or publication like this is in your resume or answers',
      'Led: your resume and answers say you helped or took part',
      'Owned: your resume and answers do not say you led or owned this',
      'Designed: your answer says my manager did this',
      'a@b.example: not the contact details your resume gives',
      'Leaves out this line of your resume',
      'This line was under Acme in your resume',
    ]);
    expect(englishText(CLAIM_REASONS.years('1 year', 1))).toBe(
      '1 year: the dates in your resume add up to 1 year',
    );
    expect(englishText(CLAIM_REASONS.degree('PhD', 0))).toBe('PhD: your resume lists no degree');
  });

  it('are kept on a flag beside their English', () => {
    const made = flag('number', '150 ms', 4, CLAIM_REASONS.numberDiffers('150 ms', '250 ms'));
    expect(made).toEqual({
      kind: 'number',
      text: '150 ms',
      start: 4,
      end: 10,
      reason: '150 ms: your resume and answers say 250 ms',
      reason_ref: { id: 'checks.claim.number_differs', values: { span: '150 ms', source: '250 ms' } },
    });
  });
});
