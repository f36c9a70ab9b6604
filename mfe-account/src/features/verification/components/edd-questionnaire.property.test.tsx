import { createTestPlatform, hostileText } from '@casino/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { eddLists, loggedIn } from '../../../testing/account-fixtures';
import { assertFormProperty, byId, checkSubmit, submitOf, typeInto } from '../../../testing/form-properties';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { eddFormSchema, toQuestionnaireAnswer, type EddFormValues } from '../lib/edd-form';
import { EddQuestionnaire } from './edd-questionnaire';

const basePath = '/en-UN/my-account';
const salaries = { currency: 'EUR', salaryRanges: [{ id: 1, label: 'Under EUR 20,000', minAmount: 0, maxAmount: 1_999_999 }] };
/** Free text: hostile text up to the fields' longest (200) and a margin (the fields cut at their `maxLength`), or a plain word. */
const text = fc.oneof(hostileText({ maxLength: 250 }), fc.constantFrom('', 'Helsinki', 'Finnish'));
/** Selects hold one of their options; an unanswered one (`''`) is refused (about one answer in five is sent: each sent one renders the form again). */
const answers: fc.Arbitrary<EddFormValues> = fc.record({
  occupation: fc.constantFrom('', 'Engineer', 'Other'),
  otherOccupation: text,
  salaryRangeId: fc.constantFrom('', '1'),
  sourceOfFunds: fc.constantFrom('', 'Salary', 'Other'),
  otherSourceOfFunds: text,
  placeOfBirth: text,
  nationality: text,
});

describe('EDD questionnaire under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and sends the answer or says what is wrong in its own words', async () => {
    const sent: unknown[] = [];
    const platform = createTestPlatform({
      basePath,
      state: loggedIn,
      content: { '_type == $list': eddLists },
      http: {
        'GET /player/salary-range': salaries,
        'GET /player/questionnaire/answer': { documentStatus: 'REQUESTED', answer: null },
        'POST /player/questionnaire/answer': (config: RequestConfig) => {
          sent.push(JSON.parse(String(config.data)));
          return { status: 200, data: { documentStatus: 'REQUESTED', answer: null } };
        },
      },
    });
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    const render = async () => {
      renderApp(<EddQuestionnaire />, { path: `${basePath}/verification`, platform });
      await screen.findByLabelText('Occupation');
    };
    // Rendered once, and again only after a sent answer (the form then gives way to a note).
    await render();
    await assertFormProperty(
      answers,
      async (values) => {
        sent.length = 0;
        typeInto(byId('edd-occupation'), values.occupation);
        typeInto(byId('edd-source'), values.sourceOfFunds);
        // The Other texts are there with Other only (the form keeps what they held while away).
        const fields: Record<string, HTMLElement> = {};
        for (const [name, id] of Object.entries({ occupation: 'edd-occupation', otherOccupation: 'edd-other-occupation', salaryRangeId: 'edd-salary', sourceOfFunds: 'edd-source', otherSourceOfFunds: 'edd-other-source', placeOfBirth: 'edd-place-of-birth', nationality: 'edd-nationality' })) {
          const field = document.getElementById(id);
          if (field) fields[name] = field;
        }
        for (const [name, field] of Object.entries(fields)) typeInto(field, values[name as keyof EddFormValues]);
        const held = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, (field as HTMLInputElement).value]));
        // What the form holds: the fields' values, and for an Other text not shown, what it last held there.
        const input = { ...values, otherOccupation: '', otherSourceOfFunds: '', ...held };
        const outcome = await checkSubmit({ schema: eddFormSchema, fields, submit: submitOf(byId('edd-occupation')), sent: () => sent.length > 0, messageOf, toInput: () => input });
        if (outcome === 'sent') {
          expect(sent).toEqual([JSON.parse(JSON.stringify(toQuestionnaireAnswer(eddFormSchema.parse(input))))]);
          cleanup();
          await render();
        }
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
