import { createTestPlatform } from '@casino/shared/testing';
import type { QuestionnaireAnswer } from '@casino/shared/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentOf, documentsWith, eddLists, loggedIn } from '../../../testing/account-fixtures';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { VerificationPage } from './verification-page';

const basePath = '/en-UN/my-account';
const salaries = {
  currency: 'EUR',
  salaryRanges: [
    { id: 1, label: 'Under EUR 20,000', minAmount: 0, maxAmount: 1_999_999 },
    { id: 2, label: 'EUR 20,000 – 50,000', minAmount: 2_000_000, maxAmount: 4_999_999 },
  ],
};

function setup(answer: (body: unknown) => { status: number; data: unknown }) {
  const state: { questionnaire: QuestionnaireAnswer; sent: unknown[] } = {
    questionnaire: { documentStatus: 'REQUESTED', answer: null },
    sent: [],
  };
  const platform = createTestPlatform({
    basePath,
    state: loggedIn,
    content: {
      '_type == $list': eddLists,
    },
    http: {
      'GET /player/documents': () =>
        documentsWith({
          eddQuestionnaire: documentOf('EDD_QUESTIONNAIRE', {
            documentStatus: state.questionnaire.documentStatus,
          }),
        }),
      'GET /player/documents/verification': {
        kycStatus: 'EDD_PENDING',
        requestDocumentTypeStatus: 'EDD_QUESTIONNAIRE:REQUESTED',
        verificationRequired: true,
        documents: [],
      },
      'GET /player/salary-range': salaries,
      'GET /player/questionnaire/answer': () => state.questionnaire,
      'POST /player/questionnaire/answer': (config: RequestConfig) => {
        const body = JSON.parse(String(config.data));
        state.sent.push(body);
        const result = answer(body);
        if (result.status < 400) state.questionnaire = result.data as QuestionnaireAnswer;
        return result;
      },
    },
  });
  platform.bus.set('location', { pathname: `${basePath}/account/verification`, search: '', hash: '' });
  renderApp(<VerificationPage />, { basePath, platform });
  return state;
}

const accepted = (body: unknown) => ({
  status: 200,
  data: {
    documentStatus: 'UNDER_REVIEW',
    answer: {
      ...(body as object),
      otherOccupation: null,
      otherSourceOfFunds: null,
      placeOfBirth: null,
      nationality: null,
      answeredAt: new Date().toISOString(),
    },
  },
});

describe('EDD questionnaire (spec 001 §3, §5)', () => {
  it('asks for occupation, salary range and source of funds, and the text of Other', async () => {
    const user = userEvent.setup();
    const state = setup(accepted);
    const section = await screen.findByRole('region', { name: 'Questionnaire' });
    const occupation = await within(section).findByRole('combobox', { name: 'Occupation' });
    expect(
      within(occupation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Engineer', 'Other']);
    expect(
      within(screen.getByRole('combobox', { name: 'Yearly income' })).getAllByRole('option'),
    ).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(occupation).toHaveAccessibleDescription('Choose your occupation.'));
    expect(screen.getByRole('combobox', { name: 'Yearly income' })).toHaveAccessibleDescription(
      'Choose your yearly income.',
    );
    expect(
      screen.getByRole('combobox', { name: 'Where the money you play with comes from' }),
    ).toHaveAccessibleDescription('Choose where the money comes from.');
    expect(occupation).toHaveFocus();

    await user.selectOptions(occupation, 'Other');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yearly income' }), '2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where the money you play with comes from' }),
      'Other',
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('textbox', { name: 'Your occupation' })).toHaveAccessibleDescription(
      'Tell us your occupation.',
    );
    expect(screen.getByRole('textbox', { name: 'Where it comes from' })).toHaveAccessibleDescription(
      'Tell us where the money comes from.',
    );
    expect(state.sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your occupation' }), 'Falconer');
    await user.type(screen.getByRole('textbox', { name: 'Where it comes from' }), 'Lottery win');
    await user.type(screen.getByRole('textbox', { name: 'Nationality (optional)' }), 'Finnish');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Thank you. We are reviewing your answers.')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        occupation: 'Other',
        otherOccupation: 'Falconer',
        salaryRangeId: 2,
        sourceOfFunds: 'Other',
        otherSourceOfFunds: 'Lottery win',
        nationality: 'Finnish',
      },
    ]);
  });

  it('keeps every answer and puts the platform field errors on their fields', async () => {
    const user = userEvent.setup();
    setup(() => ({
      status: 400,
      data: {
        error: 'Bad Request',
        validationErrors: [
          {
            objectName: 'questionnaire',
            field: 'salaryRangeId',
            rejectedValue: 9,
            status: 'INVALID',
            message: 'unknown salary range',
            code: 'Unknown',
          },
        ],
      },
    }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Occupation' }), 'Engineer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yearly income' }), '1');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where the money you play with comes from' }),
      'Salary',
    );
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the marked fields and try again.',
    );
    expect(screen.getByRole('combobox', { name: 'Yearly income' })).toHaveAccessibleDescription(
      'unknown salary range',
    );
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveValue('Engineer');
  });
});
